// The package on its own: the standalone server (`npm start -w @gridable/embedded-db`) and the database
// thread's entry, each one ES module; its npm dependencies stay external. The app's build bundles the
// thread entry itself (backend/build.mjs), so this build is for running the database without the app.
// `node build.mjs --outdir <dir>` writes it elsewhere (the backend's tests, test/support/serverBundle.ts).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const source = (file) => new URL(`./src/${file}`, import.meta.url).pathname;
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });

await build({
  entryPoints: [
    { in: source('standalone.ts'), out: 'standalone' },
    { in: source('workerEntry.ts'), out: 'thread' },
  ],
  outdir: values.outdir ? path.resolve(values.outdir) : new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
});
