// Vite build step: the service worker, written with this build's file list and version, so the app shell
// (every page's code, styles, icons) opens with no network. Hand-written rather than Workbox: it is ~2 KB.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PUSH_ARRIVED_MESSAGE } from './src/lib/pwa/pushArrived';
import { GAME_NOTIFICATION_TAG_PREFIX } from './src/lib/pwa/gameNotifications';

/** What the shell needs offline; source maps and the precompressed twins are not fetched by a browser. */
const PRECACHE = /\.(js|css|html|svg|png|webmanifest|woff2?)$/;

export function serviceWorker(): Plugin {
  return {
    name: 'gridable-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => PRECACHE.test(name))
        .sort();
      const publicFiles = [
        'favicon.svg',
        'favicon-turn.svg',
        'manifest.webmanifest',
        'icons/icon-192.png',
        'icons/icon-512.png',
        'icons/maskable-512.png',
        'icons/badge-96.png',
      ];
      // The HTML of / (every page but the daily is made from it) and of the daily, which has a shell of its own.
      const urls = ['/', '/daily-challenge', ...[...files, ...publicFiles].map((f) => `/${f}`)].filter(
        (u) => u !== '/index.html',
      );
      const version = createHash('sha256').update(JSON.stringify(urls)).digest('hex').slice(0, 12);
      const template = withoutComments(
        readFileSync(path.resolve(import.meta.dirname, 'sw/sw.template.js'), 'utf8'),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace('__VERSION__', JSON.stringify(version))
          .replace('__PRECACHE__', JSON.stringify(urls))
          .replace('__PUSH_MESSAGE__', JSON.stringify(PUSH_ARRIVED_MESSAGE))
          .replace('__GAME_TAG_PREFIX__', JSON.stringify(GAME_NOTIFICATION_TAG_PREFIX)),
      });
    },
  };
}

/**
 * The template's comments are for its readers, not for every first visit's bytes (the worker is fetched with the
 * first page). Whole-line `//` comments and `/** … *\/` blocks only: the template has neither inside a string.
 */
export function withoutComments(source: string): string {
  return source.replace(/^\s*\/\*\*[\s\S]*?\*\/\n/gm, '').replace(/^\s*\/\/.*\n/gm, '');
}
