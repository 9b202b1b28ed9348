/**
 * Flag images for the mocks: a small real PNG per country, stripes in the flag's main colours (not
 * the flag itself, but a recognisable, honest stand-in). Encoded here without any library: RGB
 * scanlines in one stored (uncompressed) deflate block, wrapped in zlib and PNG chunks with their
 * checksums, so the same code runs in the browser's mocks and in the mock HTTP server.
 */

interface FlagStripes {
  colours: readonly string[];
  /** Vertical stripes (Canada, Nigeria); horizontal otherwise. */
  vertical?: boolean;
}

/** Keys as in `flags1/{KEY}.png` (upper case), the country sites plus mo and global. */
const FLAGS: Record<string, FlagStripes> = {
  JP: { colours: ['#ffffff', '#bc002d', '#ffffff'] },
  PH: { colours: ['#0038a8', '#ffffff', '#ce1126'] },
  SG: { colours: ['#ef3340', '#ffffff'] },
  MY: { colours: ['#010066', '#cc0001', '#ffffff', '#ffcc00'] },
  ID: { colours: ['#ff0000', '#ffffff'] },
  HK: { colours: ['#de2910', '#ffffff', '#de2910'] },
  TW: { colours: ['#000095', '#fe0000', '#fe0000'] },
  US: { colours: ['#3c3b6e', '#b22234', '#ffffff', '#b22234'] },
  GB: { colours: ['#012169', '#ffffff', '#c8102e', '#ffffff', '#012169'] },
  CA: { colours: ['#d80621', '#ffffff', '#d80621'], vertical: true },
  BR: { colours: ['#009c3b', '#ffdf00', '#002776', '#009c3b'] },
  TR: { colours: ['#e30a17', '#ffffff', '#e30a17'] },
  NG: { colours: ['#008751', '#ffffff', '#008751'], vertical: true },
  SA: { colours: ['#006c35', '#ffffff', '#006c35'] },
  AE: { colours: ['#00732f', '#ffffff', '#000000'] },
  LK: { colours: ['#ffb700', '#8d153a', '#005f56', '#eb7400'], vertical: true },
  ES: { colours: ['#aa151b', '#f1bf00', '#f1bf00', '#aa151b'] },
  RS: { colours: ['#c6363c', '#0c4076', '#ffffff'] },
  MO: { colours: ['#00785e', '#ffffff', '#00785e'] },
  COM: { colours: ['#1a66cc', '#2e7d32', '#1a66cc'] },
  GLOBAL: { colours: ['#1a66cc', '#2e7d32', '#1a66cc'] },
};

export const FLAG_WIDTH = 30;
export const FLAG_HEIGHT = 20;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The PNG chunk checksum (also used by scripts/make-app-icons.ts). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (value: number): number[] => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...[...type].map((c) => c.charCodeAt(0)), ...data]);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** zlib stream of one stored deflate block (the raw data must stay under 64 KiB). */
function zlibStored(raw: Uint8Array): Uint8Array {
  const length = raw.length;
  return new Uint8Array([0x78, 0x01, 0x01, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff, ...raw, ...u32(adler32(raw))]);
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** An RGB PNG of `width` × `height` pixels, `colourAt(x, y)` giving each pixel's "#rrggbb". */
export function encodePng(width: number, height: number, colourAt: (x: number, y: number) => string): Uint8Array {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) raw.set(rgb(colourAt(x, y)), row + 1 + x * 3);
  }
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0]); // 8-bit RGB
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunk('IHDR', header), ...chunk('IDAT', zlibStored(raw)), ...chunk('IEND', new Uint8Array())]);
}

/** The flag image for `flags1/{key}.png`, or undefined for a key without a flag. */
export function flagPng(key: string): Uint8Array | undefined {
  const flag = FLAGS[key.toUpperCase()];
  if (!flag) return undefined;
  const { colours, vertical = false } = flag;
  return encodePng(FLAG_WIDTH, FLAG_HEIGHT, (x, y) => {
    const position = vertical ? x / FLAG_WIDTH : y / FLAG_HEIGHT;
    return colours[Math.min(colours.length - 1, Math.floor(position * colours.length))]!;
  });
}
