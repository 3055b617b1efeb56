// A failing frontend build must show its own error: the precompress step that runs when the bundle closes
// used to throw on the output folder the failed build never wrote, and its ENOENT was all a developer saw.
import { mkdtempSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { precompress } from '../../precompress';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project(main: string): string {
  root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  writeFileSync(path.join(root, 'index.html'), '<script type="module" src="/main.js"></script>');
  writeFileSync(path.join(root, 'main.js'), main);
  return root;
}

const buildOf = (dir: string) =>
  build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [precompress()],
    build: { outDir: 'dist', minify: false },
  });

describe('the precompress build step', () => {
  it("lets a failed build's own error through", async () => {
    const dir = project('export const broken = ;\n');
    const failure = await buildOf(dir).then(
      () => null,
      (err: unknown) => err,
    );
    expect(String(failure)).toMatch(/main\.js/);
    expect(String(failure)).not.toMatch(/ENOENT/);
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
  });

  it('writes Brotli and gzip twins of a built text file', async () => {
    const dir = project(`console.log(${JSON.stringify('gridable '.repeat(400))});\n`);
    await buildOf(dir);
    const assets = readdirSync(path.join(dir, 'dist', 'assets'));
    expect(assets.some((name) => name.endsWith('.js.br'))).toBe(true);
    expect(assets.some((name) => name.endsWith('.js.gz'))).toBe(true);
  });
});
