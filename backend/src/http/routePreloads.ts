// A page's own code, announced in its HTML: the browser fetches a route's lazily loaded chunks (and their
// CSS) while it runs the entry, instead of discovering them one round trip after it. On a phone's 150 ms
// round trips that chain was most of the daily page's time to its largest paint.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The store-backed pages load this layout first (frontend/src/app/routes.tsx). */
const STORE_LAYOUT = 'src/app/StoreLayout.tsx';

/** Which source modules a route pattern (common/src/webRoutes.ts) loads on demand; routes.tsx names the same. */
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/play-friend': [STORE_LAYOUT, 'src/features/friend-game/PlayFriendPage.tsx'],
  '/game/:gameId': [STORE_LAYOUT, 'src/features/friend-game/FriendGamePage.tsx'],
  '/play-computer': [STORE_LAYOUT, 'src/features/computer/ComputerGamePage.tsx'],
  '/daily-challenge/:gameId?': [STORE_LAYOUT, 'src/features/daily/DailyChallengePage.tsx'],
  '/daily-challenge/archive': [STORE_LAYOUT, 'src/features/archive/ArchivePage.tsx'],
  '/share/:shareId': [STORE_LAYOUT, 'src/features/results/SharedResultPage.tsx'],
};

/** One chunk of Vite's build manifest (build.manifest: dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The <link> tags of each route pattern; patterns whose modules the build does not have get none, and
 * files `indexHtml` already loads are left out. Stylesheets are preloaded, not linked, so they never hold
 * back the first paint; the chunk's loader links them when it runs, from the cache.
 */
export function routePreloads(staticDir: string, indexHtml: string): Map<string, string> {
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  const tags = new Map<string, string>();
  if (!existsSync(manifestFile)) return tags;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  for (const [pattern, modules] of Object.entries(ROUTE_MODULES)) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string): void => {
      const chunk = manifest[key];
      // The entry and what it imports are in index.html already.
      if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
      if (!indexHtml.includes(chunk.file)) scripts.add(chunk.file);
      for (const css of chunk.css ?? []) if (!indexHtml.includes(css)) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    // A route whose modules the build does not name (this table gone stale) announces nothing.
    if (!modules.every((module) => module in manifest)) continue;
    for (const module of modules) visit(module);
    if (scripts.size === 0) continue;
    tags.set(
      pattern,
      [
        ...[...styles].map((file) => `<link rel="preload" as="style" href="/${file}">`),
        ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('\n    '),
    );
  }
  return tags;
}
