/**
 * What a chosen file is, read from its bytes (magic numbers) in the browser before it is uploaded: a
 * PNG renamed cv.pdf is not a PDF. The servers read uploads the same way (the mocks' own reader is
 * mocks/http/file-content.ts, over the `file-type` package; the browser needs only these few formats,
 * so it carries no library). The name's extension must agree with the content too, as the servers require.
 */

export type FileFormat = 'png' | 'jpg' | 'bmp' | 'pdf' | 'doc' | 'docx';

const EXTENSIONS: Readonly<Record<FileFormat, readonly string[]>> = {
  png: ['png'], jpg: ['jpg', 'jpeg'], bmp: ['bmp'], pdf: ['pdf'], doc: ['doc'], docx: ['docx'],
};

const ascii = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)));
const utf16 = (text: string) => new Uint8Array([...text].flatMap((char) => [char.charCodeAt(0), 0]));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff]);
const PDF = ascii('%PDF-');
/** `BM`, then a DIB header whose size (at byte 14) is one of the known versions. */
const BMP = ascii('BM');
const BMP_DIB_HEADER_SIZES = [12, 40, 52, 56, 64, 108, 124];
/** OLE compound file (old Office); a Word document has a `WordDocument` stream in its directory. */
const COMPOUND_FILE = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const WORD_STREAM = utf16('WordDocument');
/** ZIP local file header; a Word (OOXML) document keeps its parts under `word/`. */
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
const WORD_PART = ascii('word/');

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0];
  for (let start = bytes.indexOf(first!); start !== -1 && start + needle.length <= bytes.length; start = bytes.indexOf(first!, start + 1)) {
    let index = 1;
    while (index < needle.length && bytes[start + index] === needle[index]) index += 1;
    if (index === needle.length) return true;
  }
  return false;
}

/** The format of the bytes, or undefined when they are none of the known ones. */
export function fileFormatOfBytes(bytes: Uint8Array): FileFormat | undefined {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPG)) return 'jpg';
  if (startsWith(bytes, BMP) && BMP_DIB_HEADER_SIZES.includes(bytes[14] ?? 0) && bytes[15] === 0) return 'bmp';
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, COMPOUND_FILE)) return contains(bytes, WORD_STREAM) ? 'doc' : undefined;
  if (startsWith(bytes, ZIP)) return contains(bytes, WORD_PART) ? 'docx' : undefined;
  return undefined;
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
