// The zod-free entry points stay zod-free: no module they reach imports zod (or the protocol that uses it).
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import packageJson from '../package.json';

const root = path.resolve(import.meta.dirname, '..');

/** Every module `entry` reaches through relative imports, type-only imports aside (they vanish at build). */
function reachable(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const match of source.matchAll(/^(?:import|export)(?! type)[^;]*?from '([^']+)'/gm)) {
    const spec = match[1]!;
    if (!spec.startsWith('.')) continue;
    const base = path.resolve(path.dirname(entry), spec);
    const file = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
    if (file) reachable(file, seen);
  }
  return seen;
}

describe('@gridable/common entry points', () => {
  const exportsMap = packageJson.exports as Record<string, string>;

  for (const name of ['./rules', './constants', './messages']) {
    it(`${name} reaches no zod`, () => {
      const modules = [...reachable(path.join(root, exportsMap[name]!))];
      expect(modules.length).toBeGreaterThan(0);
      const withZod = modules.filter((file) => /from 'zod'/.test(readFileSync(file, 'utf8')));
      expect(withZod.map((file) => path.relative(root, file))).toEqual([]);
    });
  }

  it('the package root still offers the protocol', () => {
    expect(exportsMap['.']).toBe('./src/index.ts');
    expect(exportsMap['./protocol']).toBe('./src/protocol/index.ts');
  });
});
