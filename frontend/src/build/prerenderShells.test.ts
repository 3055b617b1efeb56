// The app shell's inline scripts are built as one file each: `npm start`, `npm run build` and every CI run printed
// a deprecation warning from the way that was asked of the bundler.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildScript } from '../../prerenderShells';

let root = '';
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

describe('an app shell script', () => {
  it('is built as one file, its dynamic imports inlined, without a warning', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'shell-script-'));
    writeFileSync(path.join(root, 'entry.js'), "void import('./later.js').then((m) => m.say());\n");
    writeFileSync(path.join(root, 'later.js'), "export const say = () => console.log('inlined-marker');\n");
    const said: string[] = [];
    for (const level of ['warn', 'log', 'error'] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void said.push(args.join(' ')));
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      said.push(String(chunk));
      return true;
    });

    const outDir = path.join(root, 'dist');
    mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    const url = await buildScript(root, outDir, 'entry.js');
    stderr.mockRestore();

    expect(readdirSync(path.join(outDir, 'assets'))).toHaveLength(1);
    expect(readFileSync(path.join(outDir, url), 'utf8')).toContain('inlined-marker');
    expect(said.filter((line) => /warn|deprecated/i.test(line))).toEqual([]);
  });
});
