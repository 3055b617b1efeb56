// What installability costs the first page: the bytes on the wire that the manifest and the service worker add
// to a first visit of /, as the real server serves a build (Brotli where the browser accepts it). Prints one line,
// `pwa: ... adds X KB to the first page on the wire (budget 5 KB)`, and fails over the budget.
//
// What counts, and why:
// - the head tags that exist for the installed app (manifest link, apple-touch-icon, theme-color): the
//   difference they make to index.html's Brotli size as served;
// - the registration code and the "Update available" banner (script and styles) inside the first page's
//   bundle: bundled and minified alone with esbuild, then Brotli at the build's level. Alone they compress
//   worse than inside the bundle, so this is an upper bound;
// - /manifest.webmanifest and /sw.js, as served: a browser may fetch the manifest as the page loads, and the
//   registration fetches the worker right after `load`.
// Not counted: the worker's precache of the app's own files. It runs in the background after load, off the
//   first page's critical path, and is the offline copy of the app rather than a cost of making it installable;
//   its size is printed on a second line for the record.
// Usage: `npm run bench:pwa [-- --dist <dir>]` (default frontend/dist: run `npm run build` first).
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ROOT } from './support/bundle';
import { isMain, optionValue } from './support/cli';
import { startInProcessServer } from './support/inProcessServer';

export const PWA_BUDGET_BYTES = 5_000;
/** The head tags that are there for the installed app. */
const PWA_HEAD_TAGS = [
  /\s*<link rel="manifest"[^>]*>/,
  /\s*<link rel="apple-touch-icon"[^>]*>/,
  /\s*<meta name="theme-color"[^>]*>/,
];

const brotli = (bytes: Buffer | string, quality: number): number =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;

/** Body bytes as they cross the wire for a browser that accepts Brotli and gzip. */
function wireSize(url: string): Promise<{ bytes: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
          const body = Buffer.concat(chunks);
          resolve({ bytes: body.length, encoding: res.headers['content-encoding'] ?? 'identity', body });
        });
      })
      .on('error', reject);
  });
}

/** The registration code and the update banner, minified as the build does, compressed as the build does. */
async function registrationCodeBytes(): Promise<{ js: number; css: number }> {
  const pwaDir = path.join(ROOT, 'frontend', 'src', 'lib', 'pwa');
  const result = await build({
    stdin: {
      contents:
        "export { registerServiceWorker } from './registerServiceWorker';\n" +
        "export { UpdateBanner } from './UpdateBanner';\n",
      resolveDir: pwaDir,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    write: false,
    outdir: '/tmp/gridable-pwa-cost',
    external: ['react', 'react/jsx-runtime', 'react-dom'],
    loader: { '.module.css': 'local-css' },
    logLevel: 'silent',
  });
  let js = 0;
  let css = 0;
  for (const file of result.outputFiles) {
    const size = brotli(Buffer.from(file.contents), constants.BROTLI_MAX_QUALITY);
    if (file.path.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css };
}

export async function measurePwaFirstPage(
  distDir: string,
): Promise<{ line: string; precacheLine: string; total: number }> {
  const server = await startInProcessServer(distDir);
  try {
    const page = await wireSize(`${server.url}/`);
    const served = decoded(page.body, page.encoding);
    const bare = PWA_HEAD_TAGS.reduce((text, tag) => text.replace(tag, ''), served);
    // The server compresses pages at Brotli 9 (webAppFiles.ts): the same level for both, for a fair difference.
    const headTags = Math.max(0, brotli(served, 9) - brotli(bare, 9));
    const code = await registrationCodeBytes();
    const manifest = await wireSize(`${server.url}/manifest.webmanifest`);
    const worker = await wireSize(`${server.url}/sw.js`);
    const total = headTags + code.js + code.css + manifest.bytes + worker.bytes;

    const precache = precachedUrls(path.join(distDir, 'sw.js'));
    let precacheBytes = 0;
    for (const url of precache) precacheBytes += (await wireSize(`${server.url}${url}`)).bytes;

    const kb = (n: number) => (n / 1000).toFixed(2);
    const verdict = total <= PWA_BUDGET_BYTES ? 'met' : 'OVER';
    return {
      total,
      line:
        `pwa: service worker and manifest add ${kb(total)} KB to the first page on the wire ` +
        `(budget ${kb(PWA_BUDGET_BYTES)} KB, ${verdict}): head tags ${headTags} B, registration and banner JS ${code.js} B` +
        ` + CSS ${code.css} B (br, alone), manifest ${manifest.bytes} B (${manifest.encoding}),` +
        ` sw.js ${worker.bytes} B (${worker.encoding})`,
      precacheLine:
        `pwa: not counted, the worker's background precache after load: ${precache.length} files, ` +
        `${kb(precacheBytes)} KB on the wire`,
    };
  } finally {
    await server.close();
  }
}

function decoded(body: Buffer, encoding: string): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/**
 * The worker's precache list, read back from the built sw.js: minified, a list of strings may be written as
 * one string split on commas (`PRECACHE=\`/,/a.js\`.split(\`,\`)`) rather than as an array.
 */
export function precachedUrls(swFile: string): string[] {
  const text = readFileSync(swFile, 'utf8');
  const found = /\bPRECACHE\s*=\s*(?:\[("\/[^\]]*)\]|[`"'](\/[^`"']*)[`"']\.split\(\s*[`"'],[`"']\s*\))/.exec(
    text,
  );
  if (!found) throw new Error(`${swFile}: no precache list found`);
  return found[1] !== undefined ? (JSON.parse(`[${found[1]}]`) as string[]) : (found[2] ?? '').split(',');
}

if (isMain(import.meta.url)) {
  const distDir = path.resolve(optionValue('--dist') ?? path.join(ROOT, 'frontend', 'dist'));
  if (!existsSync(path.join(distDir, 'sw.js'))) {
    console.error(`${distDir} has no build with a service worker: run npm run build first`);
    process.exit(2);
  }
  const { line, precacheLine, total } = await measurePwaFirstPage(distDir);
  console.log(line);
  console.log(precacheLine);
  if (total > PWA_BUDGET_BYTES) process.exitCode = 1;
}
