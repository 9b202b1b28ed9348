/**
 * What an uploaded file is, by its bytes (magic numbers, through `file-type`), never by the type the
 * client declares nor by the extension: a PNG named resume.pdf is a PNG. Old Office files are all
 * OLE compound files (CFB) to `file-type`; the stream names in their directory tell DOC from XLS. Plain
 * text has no magic number: it is text when it is UTF-8 without control characters.
 */
import { fileTypeFromBuffer } from 'file-type';

export type FileFormat = 'jpg' | 'png' | 'gif' | 'webp' | 'bmp' | 'mp4' | 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'txt';

export const FORMAT_MIME: Readonly<Record<FileFormat, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
};

/** The file name extensions each format may carry. */
const EXTENSIONS: Readonly<Record<FileFormat, readonly string[]>> = {
  jpg: ['jpg', 'jpeg'], png: ['png'], gif: ['gif'], webp: ['webp'], bmp: ['bmp'], mp4: ['mp4'], pdf: ['pdf'],
  doc: ['doc'], docx: ['docx'], xls: ['xls'], xlsx: ['xlsx'], txt: ['txt'],
};

/** `file-type`'s extensions for the formats kept here (others, such as `cfb`, need a closer look). */
const DETECTED: Readonly<Record<string, FileFormat>> = {
  jpg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', bmp: 'bmp', mp4: 'mp4', pdf: 'pdf', docx: 'docx', xlsx: 'xlsx',
};

const utf16 = (text: string) => new Uint8Array([...text].flatMap((char) => [char.charCodeAt(0), 0]));

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let start = 0; start + needle.length <= bytes.length; start += 1) {
    for (let index = 0; index < needle.length; index += 1) if (bytes[start + index] !== needle[index]) continue outer;
    return true;
  }
  return false;
}

/** A compound file is a Word document when its directory has a `WordDocument` stream, a workbook with `Workbook`/`Book`. */
function compoundFileFormat(bytes: Uint8Array): FileFormat | undefined {
  if (contains(bytes, utf16('WordDocument'))) return 'doc';
  if (contains(bytes, utf16('Workbook')) || contains(bytes, utf16('Book'))) return 'xls';
  return undefined;
}

function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // Tab, line feed, form feed and carriage return are text; other C0 controls and DEL are not.
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(code)) || code === 0x7f) return false;
  }
  return true;
}

/** The format of a file's bytes, or undefined when it is none of the formats the product takes. */
export async function detectFormat(file: Blob): Promise<FileFormat | undefined> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'cfb') return compoundFileFormat(bytes);
  if (detected) return DETECTED[detected.ext];
  return isPlainText(bytes) ? 'txt' : undefined;
}

export function extensionOf(name: string): string {
  return /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}

/** Types a client sends when it does not know better; they claim nothing. */
const UNCLAIMED_TYPES = new Set(['', 'application/octet-stream']);

/**
 * The format of an upload when its bytes are one of the allowed formats and neither its name nor its
 * declared type claims another one; undefined for a lying or unsupported file.
 */
export async function checkUpload(file: Blob, name: string, allowed: readonly FileFormat[]): Promise<FileFormat | undefined> {
  const format = await detectFormat(file);
  if (!format || !allowed.includes(format)) return undefined;
  const extension = extensionOf(name);
  if (extension !== '' && !EXTENSIONS[format].includes(extension)) return undefined;
  const declared = file.type.split(';')[0]!.trim().toLowerCase();
  if (!UNCLAIMED_TYPES.has(declared) && declared !== FORMAT_MIME[format] && !(format === 'jpg' && declared === 'image/jpg')) return undefined;
  return format;
}
