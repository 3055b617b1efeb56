// The og:image of a shared result: a 1200x630 PNG of its emoji pattern (never its letters), its title and
// score, drawn from hand-built SVG by resvg. One font file is loaded per render rather than every system font,
// which is most of what keeps a render in tens of milliseconds.
import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { PatternCell } from '@gridable/common';

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** Where Debian (and the Docker image, fonts-dejavu-core) keeps a bold sans; OG_FONT_FILE may name another. */
const FONT_CANDIDATES = [
  process.env.OG_FONT_FILE,
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
].filter((file): file is string => typeof file === 'string' && file.length > 0);

let fontFile: string | null | undefined;
/** The font the text is drawn in; null when the machine has none (the image then shows the pattern alone). */
function findFont(): string | null {
  if (fontFile === undefined) fontFile = FONT_CANDIDATES.find((file) => existsSync(file)) ?? null;
  return fontFile;
}

export interface OgImageContent {
  title: string;
  /** e.g. '28/32 · par 26'. */
  subtitle: string;
  /** 16 cells, row by row. */
  pattern: readonly PatternCell[];
}

const COLORS = {
  background: '#0f766e',
  ink: '#ffffff',
  muted: '#ccfbf1',
  scored: '#4ade80',
  scoredEdge: '#166534',
  unscored: '#f8fafc',
  unscoredEdge: '#94a3b8',
  empty: '#115e59',
  emptyEdge: '#134e4a',
} as const;

const CELL = 110;
const GAP = 14;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function ogImageSvg({ title, subtitle, pattern }: OgImageContent): string {
  const board = 4 * CELL + 3 * GAP;
  const left = OG_IMAGE_WIDTH - 80 - board;
  const top = (OG_IMAGE_HEIGHT - board) / 2;
  const cells = pattern
    .slice(0, 16)
    .map((cell, index) => {
      const x = left + (index % 4) * (CELL + GAP);
      const y = top + Math.floor(index / 4) * (CELL + GAP);
      const fill = COLORS[cell];
      const edge = COLORS[`${cell}Edge`];
      return `<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" rx="16" fill="${fill}" stroke="${edge}" stroke-width="4"/>`;
    })
    .join('');
  const font = 'font-family="DejaVu Sans" font-weight="bold"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="${COLORS.background}"/>`,
    `<text x="80" y="250" ${font} font-size="60" fill="${COLORS.ink}">${escapeXml(title)}</text>`,
    `<text x="80" y="350" ${font} font-size="52" fill="${COLORS.muted}">${escapeXml(subtitle)}</text>`,
    `<text x="80" y="520" ${font} font-size="34" fill="${COLORS.muted}">gridable · no spoilers</text>`,
    cells,
    '</svg>',
  ].join('');
}

export function renderOgImage(content: OgImageContent): Buffer {
  const font = findFont();
  const resvg = new Resvg(ogImageSvg(content), {
    font: font
      ? { loadSystemFonts: false, fontFiles: [font], defaultFontFamily: 'DejaVu Sans' }
      : { loadSystemFonts: false },
  });
  return resvg.render().asPng();
}
