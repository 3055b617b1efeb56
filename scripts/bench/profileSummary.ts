// Summarises a V8 .cpuprofile (from `node --cpu-prof`): where the server's CPU went, by function and by package.
import { readFileSync } from 'node:fs';
import { isMain } from './support/cli';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileLine {
  name: string;
  selfMs: number;
  share: number;
}

/** Self time per function and per package (node_modules/<pkg>, node internals, or the app's own code). */
export function summariseProfile(
  file: string,
  top = 15,
): { functions: ProfileLine[]; packages: ProfileLine[]; totalMs: number } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const fn = new Map<string, number>();
  const pkg = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    total += us;
    const where = packageOf(url);
    const key = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
    fn.set(key, (fn.get(key) ?? 0) + us);
    pkg.set(where, (pkg.get(where) ?? 0) + us);
  }
  const lines = (m: Map<string, number>): ProfileLine[] =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, selfMs: us / 1000, share: us / total }));
  return { functions: lines(fn), packages: lines(pkg), totalMs: total / 1000 };
}

function packageOf(url: string): string {
  if (!url) return '(native/gc)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m?.[1]) return m[1];
  if (url.startsWith('node:')) return url;
  return url.includes('gridable-bench') ? 'gridable (bundle)' : url;
}

if (isMain(import.meta.url)) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: tsx scripts/bench/profileSummary.ts <file.cpuprofile>');
  const { functions, packages, totalMs } = summariseProfile(file, Number(process.argv[3] ?? 25));
  console.log(`busy ${totalMs.toFixed(0)} ms`);
  console.log('\nby package:');
  for (const l of packages)
    console.log(
      `${(l.share * 100).toFixed(1).padStart(5)}%  ${l.selfMs.toFixed(0).padStart(7)} ms  ${l.name}`,
    );
  console.log('\nby function:');
  for (const l of functions)
    console.log(
      `${(l.share * 100).toFixed(1).padStart(5)}%  ${l.selfMs.toFixed(0).padStart(7)} ms  ${l.name}`,
    );
}
