/**
 * Files whose bytes are what they claim (the mocks read uploads by content, not by name or type):
 * the smallest headers of each format, padded to the size a test needs. Padding keeps the format:
 * zeros after a binary header, spaces in plain text, an unread entry inside a ZIP.
 */
import { crc32 } from 'node:zlib';
import type { FileFormat } from '../../mocks/http/file-content';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const utf16 = (text: string) => [...text].flatMap((char) => [char.charCodeAt(0), 0]);
const u16 = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const u32 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff];

function concat(parts: (Uint8Array | number[])[]): Uint8Array<ArrayBuffer> {
  const arrays = parts.map((part) => (part instanceof Uint8Array ? part : new Uint8Array(part)));
  const out = new Uint8Array(arrays.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of arrays) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** A ZIP of stored (uncompressed) entries, as Office Open XML files are read. */
function zip(entries: { name: string; data: Uint8Array }[]): Uint8Array<ArrayBuffer> {
  const local: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const common = [...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(crc32(data)), ...u32(data.length), ...u32(data.length), ...u16(name.length), ...u16(0)];
    const header = concat([u32(0x04034b50), common, ascii(name)]);
    local.push(header, data);
    central.push(concat([u32(0x02014b50), u16(20), common, u16(0), u16(0), u16(0), u32(0), u32(offset), ascii(name)]));
    offset += header.length + data.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(entries.length), ...u16(entries.length), ...u32(centralSize), ...u32(offset), ...u16(0)];
  return concat([...local, ...central, end]);
}

function officeOpenXml(mainType: string, part: string, size: number): Uint8Array<ArrayBuffer> {
  const types = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${mainType}"/></Types>`;
  const entries = [
    { name: '[Content_Types].xml', data: new Uint8Array(ascii(types)) },
    { name: part, data: new Uint8Array(ascii('<?xml version="1.0"?><document/>')) },
  ];
  const bare = zip(entries).length;
  const padding = Math.max(0, size - bare - 30 - 46 - 2 * 'padding.bin'.length);
  return zip([...entries, { name: 'padding.bin', data: new Uint8Array(padding) }]);
}

const HEADERS: Record<Exclude<FileFormat, 'docx' | 'xlsx' | 'txt'>, number[]> = {
  jpg: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00],
  png: [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...ascii('IHDR'), 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde],
  gif: ascii('GIF89a'),
  webp: [...ascii('RIFF'), ...u32(4096), ...ascii('WEBPVP8 ')],
  bmp: [...ascii('BM'), ...u32(4096), 0, 0, 0, 0, ...u32(54), ...u32(40)],
  mp4: [0, 0, 0, 0x20, ...ascii('ftypisom'), 0, 0, 2, 0, ...ascii('isomiso2avc1mp41')],
  pdf: ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n'),
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0), ...utf16('Root Entry'), 0, 0, ...utf16('WordDocument')],
  xls: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0), ...utf16('Root Entry'), 0, 0, ...utf16('Workbook')],
};

/** The bytes of a file of the format, at least `size` bytes long. */
export function sampleBytes(format: FileFormat, size = 1_000): Uint8Array<ArrayBuffer> {
  if (format === 'docx') return officeOpenXml('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', 'word/document.xml', size);
  if (format === 'xlsx') return officeOpenXml('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', 'xl/workbook.xml', size);
  if (format === 'txt') return new TextEncoder().encode('Dear hiring team,\n'.padEnd(Math.max(size, 18), ' '));
  const header = HEADERS[format];
  const bytes = new Uint8Array(Math.max(size, header.length));
  bytes.set(header);
  return bytes;
}

/** A File with the format's bytes, under any name and declared type (to make it lie, give others). */
export function sampleFile(format: FileFormat, name: string, options: { size?: number; type?: string } = {}): File {
  return new File([sampleBytes(format, options.size)], name, { type: options.type ?? '' });
}
