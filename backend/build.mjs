// Bundles the server into dist/server.js and the day-draw thread (src/daily/drawWorker.ts) into
// dist/dailyDrawWorker.js beside it, where daily/dayDrawer.ts starts it from; npm packages stay external,
// the TypeScript of common/ is inlined into each.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@gridable/common');
const source = (file) => new URL(`./src/${file}`, import.meta.url).pathname;

await build({
  entryPoints: [
    { in: source('server.ts'), out: 'server' },
    { in: source('daily/drawWorker.ts'), out: 'dailyDrawWorker' },
  ],
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
