/** The mocks' flag images are real PNGs a browser (and zlib) can decode, striped in the flag's colours. */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FLAG_HEIGHT, FLAG_WIDTH, flagPng } from '../../mocks/handlers/flag-png';
import { COUNTRIES, flagPath } from '../../web/src/lib/countries';

interface Decoded {
  width: number;
  height: number;
  pixel: (x: number, y: number) => string;
}

function decode(png: Uint8Array): Decoded {
  const bytes = Buffer.from(png);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    const data = bytes.subarray(at + 8, at + 8 + length);
    // Each chunk's CRC covers its type and data, as decoders check it.
    const crc = bytes.readUInt32BE(at + 8 + length);
    expect(crc, `${type} CRC`).toBe(crc32(bytes.subarray(at + 4, at + 8 + length)));
    chunks.set(type, data);
    at += 12 + length;
  }
  const header = chunks.get('IHDR')!;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect([header[8], header[9]]).toEqual([8, 2]); // 8-bit RGB
  const raw = inflateSync(chunks.get('IDAT')!);
  expect(raw.length).toBe(height * (1 + width * 3));
  expect(chunks.has('IEND')).toBe(true);
  const pixel = (x: number, y: number) => {
    const at = y * (1 + width * 3) + 1 + x * 3;
    return `#${[raw[at], raw[at + 1], raw[at + 2]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
  };
  return { width, height, pixel };
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('flag images of the mocks', () => {
  it('has a decodable PNG for every country site, mo and global', () => {
    const keys = [...COUNTRIES.map((country) => country.key), 'mo', 'global'] as const;
    for (const key of keys) {
      const file = flagPath(key).replace('flags1/', '').replace('.png', '');
      const png = flagPng(file);
      expect(png, key).toBeDefined();
      const { width, height } = decode(png!);
      expect([width, height]).toEqual([FLAG_WIDTH, FLAG_HEIGHT]);
    }
  });

  it('stripes the Philippine flag blue, white, red from top to bottom', () => {
    const { pixel } = decode(flagPng('PH')!);
    expect(pixel(0, 0)).toBe('#0038a8');
    expect(pixel(FLAG_WIDTH - 1, FLAG_HEIGHT / 2)).toBe('#ffffff');
    expect(pixel(5, FLAG_HEIGHT - 1)).toBe('#ce1126');
  });

  it('stripes the Canadian flag red, white, red from side to side', () => {
    const { pixel } = decode(flagPng('CA')!);
    expect(pixel(0, 0)).toBe('#d80621');
    expect(pixel(FLAG_WIDTH / 2, 0)).toBe('#ffffff');
    expect(pixel(FLAG_WIDTH - 1, FLAG_HEIGHT - 1)).toBe('#d80621');
  });

  it('has no image for an unknown key', () => {
    expect(flagPng('XX')).toBeUndefined();
  });
});
