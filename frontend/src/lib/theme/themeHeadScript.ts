// The one inline script of every page's HTML (the build puts it first in index.html's head; the server allows it
// by its hash): it sets <html data-theme> from the stored choice, else the device's scheme, before the first
// paint. Without it a dark device painted the light palette until the app's code had arrived and run.
import { DARK_QUERY, THEME_KEY, THEMES } from './theme.ts';

const PALETTES = THEMES.filter((choice) => choice !== 'system');

export const THEME_HEAD_SCRIPT =
  `(function(){var c=null;try{c=localStorage.getItem(${JSON.stringify(THEME_KEY)})}catch(e){}` +
  `if(${JSON.stringify(PALETTES)}.indexOf(c)<0)` +
  `c=window.matchMedia&&matchMedia(${JSON.stringify(DARK_QUERY)}).matches?"dark":"light";` +
  `document.documentElement.setAttribute("data-theme",c)})()`;
