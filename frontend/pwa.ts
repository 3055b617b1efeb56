// Vite build step: the service worker, written with this build's file list and version, so the app shell
// (every page's code, styles, icons) opens with no network. Hand-written rather than Workbox: ~3 KB on the wire.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync, type Plugin } from 'vite';
import { APP_SHELL_MARKERS, SHELLED_PAGES } from '../common/src/appShells.ts';
import { WEB_APP_ROUTES, webRouteRegExpSource } from '../common/src/webRoutes.ts';
import { PUSH_ARRIVED_MESSAGE } from './src/lib/pwa/pushArrived.ts';
import { GAME_NOTIFICATION_TAG_PREFIX } from './src/lib/pwa/gameNotifications.ts';
import { WINDOW_ASK } from './src/lib/pwa/windowAsk.ts';

/** What the shell needs offline; source maps and the precompressed twins are not fetched by a browser. */
const PRECACHE = /\.(js|css|html|svg|png|webmanifest|woff2?)$/;
const TEMPLATE = path.resolve(import.meta.dirname, 'sw/sw.template.js');
const PUBLIC_DIR = path.resolve(import.meta.dirname, 'public');
/** The files of public/ the shell needs: copied into the build as they are, so not in the bundle's list. */
const PUBLIC_FILES = [
  'favicon.svg',
  'favicon-turn.svg',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/maskable-512.png',
  'icons/badge-96.png',
];

export interface WorkerBuild {
  /** Names the worker's cache: a new version installs beside the old one. */
  version: string;
  /** The URLs it caches at install. */
  precache: string[];
}

/**
 * The worker's script: its template (comments out) with this build's values and the definitions it shares with
 * the server (the shell markers, the web routes, which pages have HTML of their own) filled in, so neither can
 * change without the other.
 */
export function workerSource({ version, precache }: WorkerBuild): string {
  const values: Record<string, unknown> = {
    __VERSION__: version,
    __PRECACHE__: precache,
    __PUSH_MESSAGE__: PUSH_ARRIVED_MESSAGE,
    __GAME_TAG_PREFIX__: GAME_NOTIFICATION_TAG_PREFIX,
    __WINDOW_ASK__: WINDOW_ASK,
    __SHELL_MARKERS__: APP_SHELL_MARKERS,
    __PAGES__: WEB_APP_ROUTES.map((route) => [
      webRouteRegExpSource(route),
      SHELLED_PAGES.find((page) => page.route === route)?.url ?? 0,
    ]),
  };
  const source = readFileSync(TEMPLATE, 'utf8').replace(/\b__[A-Z_]+__\b/g, (name) => {
    if (!(name in values)) throw new Error(`sw.template.js: nothing to fill ${name} with`);
    return JSON.stringify(values[name]);
  });
  // Minified like the app's own code: it is fetched with every first visit, and its comments and names were
  // a tenth of its bytes on the wire.
  const { code, errors } = minifySync('sw.js', source, { module: false });
  if (errors.length) throw new Error(`sw.template.js: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}

export function serviceWorker(): Plugin {
  return {
    name: 'gridable-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => PRECACHE.test(name))
        .sort();
      // The HTML of each page with its own (every other page is made from Home's), the code, the icons.
      const urls = [
        ...SHELLED_PAGES.map((page) => page.url),
        ...[...files, ...PUBLIC_FILES].map((f) => `/${f}`),
      ].filter((u) => u !== '/index.html');
      // A public file keeps its name when it changes (a new icon): its bytes make the version too, or the
      // installed worker would keep the old one.
      const version = createHash('sha256')
        .update(JSON.stringify(urls))
        .update(Buffer.concat(PUBLIC_FILES.map((f) => readFileSync(path.join(PUBLIC_DIR, f)))))
        .digest('hex')
        .slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: workerSource({ version, precache: urls }) });
    },
  };
}
