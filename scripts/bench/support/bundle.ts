// Bundles the servers under test with esbuild into node_modules/.cache, so benchmarks never touch anyone's dist/.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
/** Inside node_modules so the bundles' bare imports (express, socket.io…) resolve from the root. */
export const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'gridable-bench');

export type ServerKind = 'gridable' | 'relay' | 'bare-express' | 'boardgame.io' | 'colyseus';

const ENTRIES: Record<ServerKind, string> = {
  gridable: path.join(ROOT, 'backend', 'src', 'server.ts'),
  relay: path.join(ROOT, 'scripts', 'bench', 'servers', 'relayServer.ts'),
  'bare-express': path.join(ROOT, 'scripts', 'bench', 'servers', 'bareExpressServer.ts'),
  'boardgame.io': path.join(ROOT, 'scripts', 'bench', 'servers', 'boardgameioServer.ts'),
  colyseus: path.join(ROOT, 'scripts', 'bench', 'servers', 'colyseusServer.ts'),
};

const built = new Map<ServerKind, Promise<string>>();

/** The bundle's path, built once per run; the real server is bundled exactly as backend/build.mjs does. */
export function bundleServer(kind: ServerKind): Promise<string> {
  let pending = built.get(kind);
  if (!pending) {
    pending = bundle(kind);
    built.set(kind, pending);
  }
  return pending;
}

async function bundle(kind: ServerKind): Promise<string> {
  const outfile = path.join(CACHE_DIR, `${kind}.js`);
  const packageNames = (file: string, field: 'dependencies' | 'devDependencies'): string[] =>
    Object.keys(
      (JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, Record<string, string>>)[
        field
      ] ?? {},
    );
  // Like backend/build.mjs: npm packages stay external, the workspace packages' TypeScript is inlined. The peers' frameworks are
  // the root's dev dependencies.
  const external = [
    ...packageNames('backend/package.json', 'dependencies'),
    ...packageNames('backend/embedded-db/package.json', 'dependencies'),
    ...packageNames('package.json', 'devDependencies'),
  ].filter((name) => !name.startsWith('@gridable/'));
  // The real server starts its threads from the entries beside itself, as in dist/ (backend/build.mjs).
  const entryPoints =
    kind === 'gridable'
      ? [
          { in: ENTRIES[kind], out: kind },
          { in: path.join(ROOT, 'backend', 'src', 'daily', 'drawWorker.ts'), out: 'dailyDrawWorker' },
          { in: path.join(ROOT, 'backend', 'src', 'review', 'reviewWorker.ts'), out: 'reviewWorker' },
          {
            in: path.join(ROOT, 'backend', 'embedded-db', 'src', 'workerEntry.ts'),
            out: 'embeddedDbWorker',
          },
        ]
      : [{ in: ENTRIES[kind], out: kind }];
  await build({
    entryPoints,
    outdir: CACHE_DIR,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
  return outfile;
}
