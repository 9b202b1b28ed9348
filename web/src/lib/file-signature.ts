/**
 * What a chosen file is, read from its bytes (magic numbers) in the browser before it is uploaded: a
 * PNG renamed cv.pdf is not a PDF. The servers read uploads the same way (the mocks' own reader is
 * mocks/http/file-content.ts, over the `file-type` package; the browser needs only these few formats,
 * so it carries no library). The name's extension must agree with the content too, as the servers require.
 */

export type FileFormat = 'png' | 'jpg' | 'gif' | 'webp' | 'bmp' | 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'txt' | 'mp4';

const EXTENSIONS: Readonly<Record<FileFormat, readonly string[]>> = {
  png: ['png'], jpg: ['jpg', 'jpeg'], gif: ['gif'], webp: ['webp'], bmp: ['bmp'], pdf: ['pdf'], doc: ['doc'], docx: ['docx'], xls: ['xls'], xlsx: ['xlsx'],
  txt: ['txt'], mp4: ['mp4'],
};

/** The image formats (their own, smaller size limits apply). */
export const IMAGE_FORMATS: readonly FileFormat[] = ['png', 'jpg', 'gif', 'webp'];

const ascii = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)));
const utf16 = (text: string) => new Uint8Array([...text].flatMap((char) => [char.charCodeAt(0), 0]));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff]);
const GIF = ascii('GIF8');
/** RIFF container with a WEBP form type at offset 8. */
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');
/** `BM`, then a DIB header whose size (at byte 14) is one of the known versions. */
const BMP = ascii('BM');
const BMP_DIB_HEADER_SIZES = [12, 40, 52, 56, 64, 108, 124];
/** OLE compound file (old Office); a Word document has a `WordDocument` stream in its directory, a workbook `Workbook` or `Book`. */
const COMPOUND_FILE = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const WORD_STREAM = utf16('WordDocument');
const WORKBOOK_STREAMS = [utf16('Workbook'), utf16('Book')];
/** ZIP local file header; an OOXML document keeps its parts under `word/` (Word) or `xl/` (Excel). */
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
const WORD_PART = ascii('word/');
const EXCEL_PART = ascii('xl/');
/** ISO base media file: an `ftyp` box first (its type at offset 4); QuickTime (`qt  ` brand) is not MP4. */
const FTYP = ascii('ftyp');
const QUICKTIME_BRAND = ascii('qt  ');

function hasAt(bytes: Uint8Array, offset: number, part: Uint8Array): boolean {
  return bytes.length >= offset + part.length && part.every((byte, index) => bytes[offset + index] === byte);
}

const startsWith = (bytes: Uint8Array, prefix: Uint8Array) => hasAt(bytes, 0, prefix);

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0];
  for (let start = bytes.indexOf(first!); start !== -1 && start + needle.length <= bytes.length; start = bytes.indexOf(first!, start + 1)) {
    let index = 1;
    while (index < needle.length && bytes[start + index] === needle[index]) index += 1;
    if (index === needle.length) return true;
  }
  return false;
}

function compoundFileFormat(bytes: Uint8Array): FileFormat | undefined {
  if (contains(bytes, WORD_STREAM)) return 'doc';
  return WORKBOOK_STREAMS.some((stream) => contains(bytes, stream)) ? 'xls' : undefined;
}

function zipFormat(bytes: Uint8Array): FileFormat | undefined {
  if (contains(bytes, WORD_PART)) return 'docx';
  return contains(bytes, EXCEL_PART) ? 'xlsx' : undefined;
}

/** Plain text has no magic number: UTF-8 without control characters (tab, line feed, form feed and carriage return aside). */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(code)) || code === 0x7f) return false;
  }
  return true;
}

/** The format of the bytes, or undefined when they are none of the known ones. */
export function fileFormatOfBytes(bytes: Uint8Array): FileFormat | undefined {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPG)) return 'jpg';
  if (startsWith(bytes, GIF)) return 'gif';
  if (startsWith(bytes, RIFF) && hasAt(bytes, 8, WEBP)) return 'webp';
  if (startsWith(bytes, BMP) && BMP_DIB_HEADER_SIZES.includes(bytes[14] ?? 0) && bytes[15] === 0) return 'bmp';
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, COMPOUND_FILE)) return compoundFileFormat(bytes);
  if (startsWith(bytes, ZIP)) return zipFormat(bytes);
  if (hasAt(bytes, 4, FTYP)) return hasAt(bytes, 8, QUICKTIME_BRAND) ? undefined : 'mp4';
  return isPlainText(bytes) ? 'txt' : undefined;
}

/** The format of `file`'s content, whatever its name or declared type say. */
export async function fileFormatOf(file: Blob): Promise<FileFormat | undefined> {
  return fileFormatOfBytes(new Uint8Array(await file.arrayBuffer()));
}

export function extensionOf(name: string): string {
  return /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}

/**
 * The file's format when its content is one of `allowed` and its name does not claim another format;
 * undefined for anything else (a renamed image, a spreadsheet, a PDF named cv.docx).
 */
export async function checkFileContent(file: File, allowed: readonly FileFormat[]): Promise<FileFormat | undefined> {
  const format = await fileFormatOf(file);
  if (!format || !allowed.includes(format)) return undefined;
  const extension = extensionOf(file.name);
  return extension === '' || EXTENSIONS[format].includes(extension) ? format : undefined;
}
