// Bundles the server into dist/server.js, and beside it the entries of its threads: the day draw
// (src/daily/drawWorker.ts → dist/dailyDrawWorker.js, started by daily/dayDrawer.ts), a shared game's review
// (src/review/reviewWorker.ts → dist/reviewWorker.js, started by review/gameReviewer.ts) and the embedded
// database (@gridable/embedded-db/thread → dist/embeddedDbWorker.js, started by server.ts); npm
// packages stay external, the TypeScript of the workspace packages (@gridable/*) is inlined into each. Code the entries share, and
// the app server.ts imports once the database thread is started, go in chunk files beside them.
// `node build.mjs --outdir <dir>` writes the same bundle elsewhere: the backend's tests build it once per run
// (test/support/serverBundle.ts) and start their app nodes from it with plain node.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const dependencies = (file) =>
  Object.keys(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).dependencies);
const external = [...dependencies('./package.json'), ...dependencies('./embedded-db/package.json')].filter(
  (name) => !name.startsWith('@gridable/'),
);
const source = (file) => new URL(`./src/${file}`, import.meta.url).pathname;
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });

await build({
  entryPoints: [
    { in: source('server.ts'), out: 'server' },
    { in: source('daily/drawWorker.ts'), out: 'dailyDrawWorker' },
    { in: source('review/reviewWorker.ts'), out: 'reviewWorker' },
    { in: new URL('./embedded-db/src/workerEntry.ts', import.meta.url).pathname, out: 'embeddedDbWorker' },
  ],
  outdir: values.outdir ? path.resolve(values.outdir) : new URL('./dist', import.meta.url).pathname,
  bundle: true,
  // server.ts imports the app dynamically, so its packages load only after the database thread starts.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
