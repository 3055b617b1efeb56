// The one inline script of the daily's HTML (the server allows it by its hash): it runs in the head, before the
// first paint, and picks which of the daily shell's two forms shows (DailyShell). The first visit's game screen
// is only sure for today's game of a player with no identity stored yet; anyone else (a returning player who may
// be mid-game or done, a link to a given game) gets the neutral loading form, never a screen that is not theirs.
import { TODAYS_DAILY_PATH } from '../features/daily/session/earlyStart';
import { LOCAL_KEYS } from '../lib/storage/keys';

/** Set on <html> to 'neutral' by the script; DailyLoading.module.css reads it. */
export const DAILY_SHELL_ATTRIBUTE = 'data-daily-shell';

export const DAILY_SHELL_SCRIPT =
  `try{if(!/${TODAYS_DAILY_PATH.source}/.test(location.pathname)||localStorage.getItem(${JSON.stringify(LOCAL_KEYS.playerIdentity)}))` +
  `document.documentElement.setAttribute("${DAILY_SHELL_ATTRIBUTE}","neutral")}` +
  `catch(e){document.documentElement.setAttribute("${DAILY_SHELL_ATTRIBUTE}","neutral")}`;
