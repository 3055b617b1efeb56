// Home's shell face, picked before the first paint by the shells' one inline head script (SHELL_HEAD_SCRIPT in
// dailyShellScript.ts): a player with an identity stored gets the returning layout (HomeShell) from the first
// frame, so the introduction meant for a first visit never flashes and vanishes, and nothing moves when the app's
// own render replaces the shell.
import { LOCAL_KEYS } from '../lib/storage/keys';

/** Set on <html> to 'returning' by the head script; Home.module.css reads it. */
export const HOME_SHELL_ATTRIBUTE = 'data-home-shell';

/** The statement the head script runs for Home; storage that cannot be read leaves the first visit's face. */
export const HOME_SHELL_MARK =
  `if(localStorage.getItem(${JSON.stringify(LOCAL_KEYS.playerIdentity)}))` +
  `document.documentElement.setAttribute("${HOME_SHELL_ATTRIBUTE}","returning");`;
