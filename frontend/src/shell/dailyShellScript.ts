// The one inline script of the shelled pages' HTML, the daily's and Home's (the server allows it by its hash): it
// runs in the head, before the first paint, and picks which of the daily shell's two forms shows (DailyShell), and
// which of Home's two faces (HomeShell, homeShellScript.ts). The first visit's game screen
// is only sure for today's game of a player with no identity stored yet; anyone else (a returning player who may
// be mid-game or done, a link to a given game) gets the neutral loading form, never a screen that is not theirs.
import { TODAYS_DAILY_PATH } from '../features/daily/session/earlyStart';
import { LOCAL_KEYS } from '../lib/storage/keys';
import { HOME_SHELL_MARK } from './homeShellScript';

/** Set on <html> to 'neutral' by the script; DailyLoading.module.css reads it. */
export const DAILY_SHELL_ATTRIBUTE = 'data-daily-shell';

export const DAILY_SHELL_SCRIPT =
  `try{${HOME_SHELL_MARK}if(!/${TODAYS_DAILY_PATH.source}/.test(location.pathname)||localStorage.getItem(${JSON.stringify(LOCAL_KEYS.playerIdentity)}))` +
  `document.documentElement.setAttribute("${DAILY_SHELL_ATTRIBUTE}","neutral")}` +
  `catch(e){document.documentElement.setAttribute("${DAILY_SHELL_ATTRIBUTE}","neutral")}`;

/**
 * The one head script of every shelled page, Home's and the daily's: both marks in one, so the CSP (sent with every
 * response, each of a page's ~50 requests) allows one hash rather than one per page. Each page's CSS reads its own
 * mark; the other is harmless (Home marks a 'neutral' daily shell it does not have, the daily a returning Home).
 */
export const SHELL_HEAD_SCRIPT = DAILY_SHELL_SCRIPT;
