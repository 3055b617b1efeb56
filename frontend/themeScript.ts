// Vite build step: the theme's head script (src/lib/theme/themeHeadScript.ts) goes inline, first in index.html's
// head, so the first paint is already in the player's theme. The server allows it in the CSP by its hash.
import type { Plugin } from 'vite';
import { THEME_HEAD_SCRIPT } from './src/lib/theme/themeHeadScript.ts';

export function themeScript(): Plugin {
  return {
    name: 'gridable-theme-script',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_HEAD_SCRIPT, injectTo: 'head' }],
  };
}
