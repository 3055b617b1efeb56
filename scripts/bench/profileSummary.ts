// Summarises a V8 .cpuprofile (from `node --cpu-prof`): where the server's CPU went, by function, by package and by
// source file. Frames in the bench's server bundle are traced back through its source map to the app's own files,
// so the app's share is not lumped into one bundle.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { isMain } from './support/cli';

const REPO = path.resolve(import.meta.dirname, '..', '..');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
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
): { functions: ProfileLine[]; packages: ProfileLine[]; sources: ProfileLine[]; totalMs: number } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const fn = new Map<string, number>();
  const pkg = new Map<string, number>();
  const src = new Map<string, number>();
  const where = sourceLocator();
  let total = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName } = node.callFrame;
    if (functionName === '(idle)') continue;
    total += us;
    const at = where(node.callFrame);
    const key = `${functionName || '(anonymous)'} ${at.file}:${at.line}`;
    fn.set(key, (fn.get(key) ?? 0) + us);
    pkg.set(at.pkg, (pkg.get(at.pkg) ?? 0) + us);
    if (at.own) src.set(at.file, (src.get(at.file) ?? 0) + us);
  }
  const lines = (m: Map<string, number>): ProfileLine[] =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, selfMs: us / 1000, share: us / total }));
  return { functions: lines(fn), packages: lines(pkg), sources: lines(src), totalMs: total / 1000 };
}

interface Location {
  /** node_modules/<pkg>, a node: module, 'gridable <workspace>' for the app's own code, or '(native/gc)'. */
  pkg: string;
  file: string;
  line: number;
  own: boolean;
}

/** Places a frame: a bundled frame by its source map (read once per bundle file), any other by its URL. */
function sourceLocator(): (frame: ProfileNode['callFrame']) => Location {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (file: string): TraceMap | null => {
    if (!maps.has(file))
      maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
    return maps.get(file) ?? null;
  };
  return ({ url, lineNumber, columnNumber }) => {
    if (!url) return { pkg: '(native/gc)', file: '(native)', line: 0, own: false };
    let file = url.startsWith('file:') ? fileURLToPath(url) : url;
    let line = lineNumber + 1;
    const map = file.includes('gridable-bench') ? mapOf(file) : null;
    if (map) {
      const original = originalPositionFor(map, { line, column: columnNumber });
      if (original.source) {
        file = path.resolve(path.dirname(file), original.source);
        line = original.line ?? line;
      }
    }
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/.][^/]*)/.exec(file)?.[1];
    if (pkg) return { pkg, file: path.relative(REPO, file), line, own: false };
    if (file.startsWith('node:')) return { pkg: file, file, line, own: false };
    const relative = path.relative(REPO, file);
    const workspace = relative.startsWith('..') ? relative : relative.split(path.sep).slice(0, 2).join('/');
    return { pkg: `gridable ${workspace}`, file: relative, line, own: !relative.startsWith('..') };
  };
}

if (isMain(import.meta.url)) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: tsx scripts/bench/profileSummary.ts <file.cpuprofile>');
  const { functions, packages, sources, totalMs } = summariseProfile(file, Number(process.argv[3] ?? 25));
  console.log(`busy ${totalMs.toFixed(0)} ms`);
  console.log('\nby package:');
  for (const l of packages)
    console.log(
      `${(l.share * 100).toFixed(1).padStart(5)}%  ${l.selfMs.toFixed(0).padStart(7)} ms  ${l.name}`,
    );
  console.log("\nby source file (the app's own code):");
  for (const l of sources)
    console.log(
      `${(l.share * 100).toFixed(1).padStart(5)}%  ${l.selfMs.toFixed(0).padStart(7)} ms  ${l.name}`,
    );
  console.log('\nby function:');
  for (const l of functions)
    console.log(
      `${(l.share * 100).toFixed(1).padStart(5)}%  ${l.selfMs.toFixed(0).padStart(7)} ms  ${l.name}`,
    );
}
