/**
 * What a file is by its first bytes (its magic number), never by its name or declared type: a PNG named
 * certificate.pdf is a PNG. The browser's check before an upload; the server reads the content too.
 */

export type FileSignature = 'png' | 'jpg' | 'pdf';

const SIGNATURES: readonly { format: FileSignature; bytes: readonly number[] }[] = [
  { format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { format: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { format: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

const LONGEST = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

/** The format of `file`'s content, or undefined when it is none of the known ones. */
export async function fileSignatureOf(file: Blob): Promise<FileSignature | undefined> {
  const head = new Uint8Array(await file.slice(0, LONGEST).arrayBuffer());
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.format;
}
