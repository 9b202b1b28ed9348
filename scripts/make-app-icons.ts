/**
 * Draws the installable app's PNG icons from the shapes of web/public/favicon.svg (a white chat bubble
 * on the brand blue), so nothing is fetched or copied from elsewhere: `npx tsx scripts/make-app-icons.ts`
 * writes web/public/icons/. "any" icons keep the favicon's rounded square; the maskable one fills the
 * square and keeps the bubble inside the safe zone (the centre circle of 80% of the width).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { crc32 } from '../mocks/handlers/flag-png';

const BRAND: readonly [number, number, number] = [0x1a, 0x66, 0xcc];
const WHITE: readonly [number, number, number] = [0xff, 0xff, 0xff];
const SAMPLES = 4;

function inRoundedRect(u: number, v: number, x0: number, y0: number, x1: number, y1: number, r: number): boolean {
  if (u < x0 || u > x1 || v < y0 || v > y1) return false;
  const cx = Math.min(Math.max(u, x0 + r), x1 - r);
  const cy = Math.min(Math.max(v, y0 + r), y1 - r);
  return (u - cx) ** 2 + (v - cy) ** 2 <= r * r;
}

/** The favicon's tail: the triangle (16,22) (11,26) (11,22). */
function inTail(u: number, v: number): boolean {
  if (u < 11 || v < 22 || v > 26) return false;
  return u <= 16 - ((v - 22) * 5) / 4;
}

const inBubble = (u: number, v: number) => inRoundedRect(u, v, 6, 10, 26, 22, 3) || inTail(u, v);

/** RGBA pixels of one icon: `maskable` fills the square and draws the bubble at 75% about the centre. */
function draw(size: number, maskable: boolean): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const u0 = ((x + (sx + 0.5) / SAMPLES) / size) * 32;
          const v0 = ((y + (sy + 0.5) / SAMPLES) / size) * 32;
          const u = maskable ? 16 + (u0 - 16) / 0.75 : u0;
          const v = maskable ? 16 + (v0 - 16) / 0.75 : v0;
          const colour = inBubble(u, v) ? WHITE : maskable || inRoundedRect(u0, v0, 0, 0, 32, 32, 7) ? BRAND : undefined;
          if (!colour) continue;
          red += colour[0];
          green += colour[1];
          blue += colour[2];
          alpha += 1;
        }
      }
      const at = (y * size + x) * 4;
      pixels[at] = alpha ? Math.round(red / alpha) : 0;
      pixels[at + 1] = alpha ? Math.round(green / alpha) : 0;
      pixels[at + 2] = alpha ? Math.round(blue / alpha) : 0;
      pixels[at + 3] = Math.round((alpha / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export function encodePng(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const directory = path.join(import.meta.dirname, '..', 'web', 'public', 'icons');
mkdirSync(directory, { recursive: true });
for (const icon of ICONS) {
  writeFileSync(path.join(directory, icon.file), encodePng(icon.size, draw(icon.size, icon.maskable)));
  console.log(`web/public/icons/${icon.file}`);
}
