// Draws the app's PNG icons (192, 512, a 512 maskable one with its art inside the safe zone, and the 96 px
// notification badge) with no
// image library: a Gridable tile grid in the brand colours, encoded as PNG by hand (zlib + CRC-32).
// Run `npx tsx scripts/pwa-icons.ts`; the output is committed under frontend/public/icons/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

type Rgb = [number, number, number];
const BACKGROUND: Rgb = [0x0f, 0x76, 0x6e];
const TILE: Rgb = [0xf4, 0xd5, 0x8d];
const TILE_EDGE: Rgb = [0xb8, 0x89, 0x2d];
const WHITE: Rgb = [0xff, 0xff, 0xff];

/** A 4x4 grid of rounded tiles filling `inset`..`size - inset`; `badge`: white tiles on nothing. */
function draw(size: number, inset: number, rounded: boolean, badge = false): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const area = size - 2 * inset;
  const gap = area * 0.06;
  const tile = (area - 3 * gap) / 4;
  const radius = tile * 0.18;
  const corner = size * 0.18;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // A badge is drawn by Android from its alpha alone: an opaque background would show as a blank square.
      let colour: Rgb | null = badge ? null : BACKGROUND;
      if (rounded && outsideRoundedSquare(x, y, 0, 0, size, corner)) colour = null;
      const gx = x - inset;
      const gy = y - inset;
      const col = Math.floor(gx / (tile + gap));
      const row = Math.floor(gy / (tile + gap));
      if ((colour || badge) && col >= 0 && col < 4 && row >= 0 && row < 4) {
        const tx = col * (tile + gap);
        const ty = row * (tile + gap);
        if (!outsideRoundedSquare(gx, gy, tx, ty, tile, radius)) {
          const edge = Math.min(gx - tx, gy - ty, tx + tile - gx, ty + tile - gy) < tile * 0.07;
          colour = badge ? WHITE : edge ? TILE_EDGE : TILE;
        }
      }
      const i = (y * size + x) * 4;
      if (colour) {
        pixels[i] = colour[0];
        pixels[i + 1] = colour[1];
        pixels[i + 2] = colour[2];
        pixels[i + 3] = 255;
      }
    }
  }
  return png(size, pixels);
}

function outsideRoundedSquare(x: number, y: number, left: number, top: number, side: number, r: number) {
  if (x < left || y < top || x >= left + side || y >= top + side) return true;
  const cx = Math.min(Math.max(x, left + r), left + side - r);
  const cy = Math.min(Math.max(y, top + r), top + side - r);
  return (x - cx) ** 2 + (y - cy) ** 2 > r * r;
}

function png(size: number, rgba: Buffer): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const out = path.resolve(import.meta.dirname, '../frontend/public/icons');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'icon-192.png'), draw(192, 192 * 0.14, true));
writeFileSync(path.join(out, 'icon-512.png'), draw(512, 512 * 0.14, true));
// Maskable: full-bleed background, the grid inside the central 80% safe zone.
writeFileSync(path.join(out, 'maskable-512.png'), draw(512, 512 * 0.2, false));
// The notification badge: the grid's silhouette, which the status bar tints.
writeFileSync(path.join(out, 'badge-96.png'), draw(96, 96 * 0.06, false, true));
console.log(`icons written to ${out}`);
