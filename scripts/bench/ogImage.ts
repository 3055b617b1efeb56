// npm run bench:og: the time to draw a shared result's og:image (1200x630 PNG, resvg) for varied emoji
// patterns, as a render that misses the cache pays it. Prints "og-image: render p95 X ms" (target < 50 ms)
// and the PNG sizes (limit 100 KB). Options: --renders N (default 200). --out FILE keeps one image to look at.
import { writeFileSync } from 'node:fs';
import { mulberry32, type PatternCell } from '@gridable/common';
import { renderOgImage } from '../../backend/src/http/ogImage';
import { fixed, summarize } from './support/stats';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const renders = Number(option('renders') ?? 200);
if (!Number.isInteger(renders) || renders < 1) throw new Error('--renders takes a positive whole number.');

const random = mulberry32(694);
const KINDS: PatternCell[] = ['scored', 'unscored', 'empty'];
const contentOf = (i: number) => ({
  title: `Gridable #${600 + i}`,
  subtitle: `${i % 33}/32 · par ${20 + (i % 12)}`,
  pattern: Array.from({ length: 16 }, () => KINDS[Math.floor(random() * 3)] as PatternCell),
});

// Warm-up: the first render loads the native module and the font.
renderOgImage(contentOf(0));
const times: number[] = [];
const sizes: number[] = [];
for (let i = 0; i < renders; i++) {
  const content = contentOf(i);
  const start = performance.now();
  const png = renderOgImage(content);
  times.push(performance.now() - start);
  sizes.push(png.length);
}
const out = option('out');
if (out) writeFileSync(out, renderOgImage(contentOf(94)));
const t = summarize(times);
const s = summarize(sizes);
console.log(
  `og-image: render p95 ${fixed(t.p95)} ms (p50 ${fixed(t.p50)} ms, ${renders} renders; target < 50 ms)`,
);
console.log(`og-image: png size max ${fixed(s.max / 1024)} KB (p50 ${fixed(s.p50 / 1024)} KB; limit 100 KB)`);
