// The built React app, held in memory with its precompressed twins (.br, .gz from the Vite build):
// each request gets the smallest encoding it accepts, hashed assets are cached for a year,
// everything else revalidates by ETag. A page of the app gets index.html with its own link-preview tags
// (pageMeta.ts); any other path gets it too, so the app's not-found page renders, but with HTTP 404.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type express from 'express';
import type { Logger } from '../logger';
import { APP_SHELLS_FILE, findWebRoute } from '@gridable/common';
import { loadAppShells, withShell } from './appShell';
import { createPageMeta, SITE_META, withMeta, type PageMetaLookup } from './pageMeta';
import type { SiteOrigin } from './siteOrigin';

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
}

interface WebFile {
  type: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Variant>>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Vite names everything under assets/ by content hash: a changed file is a new URL, so it never needs revalidating. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files in public/ must pick up a new deploy at once: cache, but ask first. */
const REVALIDATE = 'no-cache';
/**
 * The site's icons (the favicon, its turn badge, the app icons) are fetched by every page and on every turn the
 * badge comes and goes, yet have no hashed name: a day's lifetime, so a new icon shows the day after a deploy.
 * The service worker's install asks past this cache (sw.template.js), so an installed app gets it at once.
 */
const ICON = 'public, max-age=86400';
const ICON_FILE = /^\/(favicon[\w-]*\.svg|icons\/[\w-]+\.png)$/;
const PRIVATE_REVALIDATE = 'private, no-cache';

/** With no origin named, every link in a page is site-relative. */
const RELATIVE_LINKS: SiteOrigin = { of: () => '', fromHost: false };
const PRECOMPRESSED: ReadonlyArray<[Encoding, string]> = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

function listFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full, base));
    // Source maps would publish the whole client's source: never served, even if a build left them. The app
    // shells are the server's to put into pages, not a file of the site.
    else if (
      entry.isFile() &&
      !/\.map(\.br|\.gz)?$/.test(entry.name) &&
      !(dir === base && entry.name.startsWith(APP_SHELLS_FILE))
    )
      out.push(path.relative(base, full));
  }
  return out;
}

function variant(body: Buffer, encoding: Encoding): Variant {
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"` };
}

/** Reads the build once: the whole app is a few hundred KB, and serving from memory skips a disk read and a stat per request. */
export function loadWebApp(staticDir: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  const all = listFiles(staticDir);
  const present = new Set(all);
  for (const relative of all) {
    if (
      PRECOMPRESSED.some(([, ext]) => relative.endsWith(ext) && present.has(relative.slice(0, -ext.length)))
    )
      continue;
    const full = path.join(staticDir, relative);
    const url = `/${relative.split(path.sep).join('/')}`;
    const variants: WebFile['variants'] = { identity: variant(readFileSync(full), 'identity') };
    for (const [encoding, ext] of PRECOMPRESSED) {
      if (present.has(relative + ext) && statSync(full + ext).size > 0)
        variants[encoding] = variant(readFileSync(full + ext), encoding);
    }
    files.set(url, {
      type: TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: url.startsWith('/assets/') ? IMMUTABLE : ICON_FILE.test(url) ? ICON : REVALIDATE,
      variants,
    });
  }
  return files;
}

/** The acceptable codings of an Accept-Encoding header (q=0 refuses one; `*` accepts any). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  return accepted;
}

export function chooseVariant(file: WebFile, acceptEncoding: string | undefined): [Encoding, Variant] {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const [encoding] of PRECOMPRESSED) {
    const found = file.variants[encoding];
    if (found && (accepted.has(encoding) || accepted.has('*'))) return [encoding, found];
  }
  return ['identity', file.variants.identity as Variant];
}

/**
 * Brotli's window for a body of `length` bytes: the smallest that holds it (at least 2^10). Brotli's default
 * 4 MiB window made every quality-9 render set up tables for it, ~100 ms of the event loop for a 15 KB page,
 * and any path (/game/<anything>) or Host is a new render: a few requests a second stalled every game.
 */
function brotliWindowBits(length: number): number {
  return Math.min(zlib.BROTLI_MAX_WINDOW_BITS, Math.max(10, Math.ceil(Math.log2(length + 1))));
}

/** A page rendered with its tags, in the encodings the build would have given it. */
function htmlFile(html: string, cacheControl = REVALIDATE): WebFile {
  const body = Buffer.from(html);
  const br = brotliCompressSync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 9,
      [zlib.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  return {
    type: TYPES['.html'] as string,
    cacheControl,
    variants: {
      identity: variant(body, 'identity'),
      gzip: variant(gzipSync(body), 'gzip'),
      br: variant(br, 'br'),
    },
  };
}

/** Rendered pages kept: each share page is one, so the number is bounded, not the memory of every id. */
const RENDERED_PAGES = 1_000;

function send(req: express.Request, res: express.Response, file: WebFile): void {
  const [encoding, chosen] = chooseVariant(file, req.headers['accept-encoding']);
  res.setHeader('Content-Type', file.type);
  res.setHeader('Cache-Control', file.cacheControl);
  res.setHeader('ETag', chosen.etag);
  if (Object.keys(file.variants).length > 1) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  const ifNoneMatch = req.headers['if-none-match'];
  // A 404 is never "not modified": the not-found page always goes out with its status.
  if (
    res.statusCode === 200 &&
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === chosen.etag)
  ) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', String(chosen.body.length));
  if (req.method === 'HEAD') res.end();
  else res.end(chosen.body);
}

export interface WebAppOptions {
  /** Each page's link-preview tags; without it every page gets the site's own. */
  pages?: PageMetaLookup;
  /** The origin og:url names (http/siteOrigin.ts); without it, links are site-relative. */
  origin?: SiteOrigin;
}

export function serveWebApp(
  app: express.Express,
  staticDir: string,
  log: Logger,
  { pages = createPageMeta(), origin = RELATIVE_LINKS }: WebAppOptions = {},
): void {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    log.warn('web app not built; serving the API only', { staticDir });
    return;
  }
  const files = loadWebApp(staticDir);
  const indexHtml = (files.get('/index.html') as WebFile).variants.identity?.body.toString('utf8') ?? '';
  const shells = loadAppShells(staticDir);
  const rendered = new LRUCache<string, WebFile>({ max: RENDERED_PAGES });
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = files.get(req.path);
    if (file && req.path !== '/index.html') return send(req, res, file);
    // A hashed asset that is not in this build (an old tab after a deploy) is a 404, not the app's HTML.
    if (req.path.startsWith('/assets/')) return next();
    try {
      const found = await pages.lookup(req);
      const missing = found.kind === 'missing';
      const meta = missing ? { ...SITE_META, title: 'Page not found · Gridable' } : found.meta;
      const base = origin.of(req);
      const url = `${base}${req.path}`;
      const key = JSON.stringify([missing, url, meta]);
      let page = rendered.get(key);
      if (!page) {
        // The not-found page has no shell: it renders the moment the entry runs.
        const shell = missing ? undefined : shells[findWebRoute(req.path)?.pattern ?? ''];
        // Links built from the request's Host are that request's: no shared cache may store them for others.
        const cacheControl = base !== '' && origin.fromHost ? PRIVATE_REVALIDATE : REVALIDATE;
        page = htmlFile(withMeta(withShell(indexHtml, shell), meta, url), cacheControl);
        rendered.set(key, page);
      }
      // Still the app's HTML, so the React not-found page renders; the status tells crawlers and checkers.
      if (missing) res.status(404);
      send(req, res, page);
    } catch (err) {
      next(err);
    }
  });
}
