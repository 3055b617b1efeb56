// The app shells (common/src/appShells.ts): a page's first screen, prerendered by the web app's build, goes into
// #root of that page's HTML with the CSS it needs, so the page paints before its JavaScript has arrived. The
// markers let the service worker take a shell out of the cached HTML it serves for other pages.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_SHELL_MARKERS, APP_SHELLS_FILE, type AppShell, type AppShells } from '@gridable/common';

export const SHELL_START = APP_SHELL_MARKERS.start;
export const SHELL_END = APP_SHELL_MARKERS.end;
/** Around what a page adds to the head: the service worker takes it out of the cached HTML for other pages. */
export const SHELL_HEAD_START = APP_SHELL_MARKERS.headStart;
export const SHELL_HEAD_END = APP_SHELL_MARKERS.headEnd;

/** The build's shells, by web route pattern; none for a build without them (an older build, `vite` dev). */
export function loadAppShells(staticDir: string): AppShells {
  const file = path.join(staticDir, APP_SHELLS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as AppShells) : {};
}

/**
 * index.html with `shell` inside its #root (if the page has one), and its early scripts, chunk and stylesheet
 * preloads and own CSS at the end of the head.
 */
export function withShell(indexHtml: string, shell: AppShell | undefined): string {
  if (!shell) return indexHtml;
  const withMarkup =
    shell.html === undefined
      ? indexHtml
      : indexHtml.replace(
          /<div id="root"><\/div>/,
          () => `<div id="root">${SHELL_START}${shell.html}${SHELL_END}</div>`,
        );
  const head = [
    SHELL_HEAD_START,
    ...(shell.headScript ? [`<script>${shell.headScript}</script>`] : []),
    ...(shell.scripts ?? []).map((src) => `<script type="module" async src="${src}"></script>`),
    ...(shell.preload ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    // Vite's own loader adds each as a stylesheet, in CORS mode like these, when the route's code runs.
    ...(shell.styles ?? []).map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ...(shell.css ? [`<style>${shell.css}</style>`] : []),
    SHELL_HEAD_END,
  ];
  return withMarkup.replace(/<\/head>/i, () => `  ${head.join('\n    ')}\n  </head>`);
}

function hashSources(texts: Iterable<string>): string[] {
  return [...new Set(texts)].map(
    (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}

/**
 * The CSP sources that allow the page's inline scripts, e.g. 'sha256-…': index.html's own (the theme, set before
 * the first paint) and the shells' head scripts. No other inline script runs.
 */
export function inlineScriptSources(indexHtml: string, shells: AppShells): string[] {
  const inIndex = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? '');
  const ofShells = Object.values(shells).flatMap((shell) => (shell.headScript ? [shell.headScript] : []));
  return hashSources([...inIndex, ...ofShells]);
}

/** The build's index.html, or '' for a build without one (the API alone is served). */
export function loadIndexHtml(staticDir: string): string {
  const file = path.join(staticDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/**
 * The CSP sources that allow the page's inline style elements: index.html's own (the entry stylesheet, inlined by
 * the build) and each shell's CSS, by hash. Any other <style>, however it got into a page, does not apply.
 */
export function inlineStyleSources(indexHtml: string, shells: AppShells): string[] {
  const inIndex = [...indexHtml.matchAll(/<style>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
  const ofShells = Object.values(shells).flatMap((shell) => (shell.css ? [shell.css] : []));
  return hashSources([...inIndex, ...ofShells]);
}
