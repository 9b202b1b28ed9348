/** The browser's content check before uploads (web/src/lib/file-signature.ts), on the same sample bytes the mocks read. */
import { describe, expect, it } from 'vitest';
import { checkFileContent, fileFormatOf, fileFormatOfBytes } from '../../web/src/lib/file-signature';
import { sampleBytes, sampleFile } from '../support/file-samples';

describe('file signature', () => {
  it('tells images, documents, workbooks, plain text and MP4 from their bytes, and nothing else', () => {
    for (const format of ['png', 'jpg', 'gif', 'webp', 'bmp', 'pdf', 'doc', 'xls', 'mp4'] as const) expect(fileFormatOfBytes(sampleBytes(format)), format).toBe(format);
    for (const format of ['docx', 'xlsx', 'txt'] as const) expect(fileFormatOfBytes(sampleBytes(format, 3_000)), format).toBe(format);
    expect(fileFormatOfBytes(new Uint8Array())).toBeUndefined();
    expect(fileFormatOfBytes(new Uint8Array([0x68, 0x69, 0x00, 0x01]))).toBeUndefined();
    // A QuickTime movie has an `ftyp` box too, with its own brand.
    expect(fileFormatOfBytes(new Uint8Array([0, 0, 0, 0x14, ...[...'ftypqt  '].map((char) => char.charCodeAt(0))]))).toBeUndefined();
  });

  it('tells a BMP by its `BM` and a known DIB header size, not by `BM` alone', () => {
    expect(fileFormatOfBytes(sampleBytes('bmp'))).toBe('bmp');
    // Plain text that happens to start with BM is text.
    expect(fileFormatOfBytes(new TextEncoder().encode('BM is not a bitmap, just text'))).toBe('txt');
  });

  it('reads the content whatever the name and declared type say', async () => {
    expect(await fileFormatOf(sampleFile('png', 'certificate.pdf', { type: 'application/pdf' }))).toBe('png');
    expect(await fileFormatOf(sampleFile('pdf', 'license.jpg', { type: 'image/jpeg' }))).toBe('pdf');
    expect(await fileFormatOf(new Blob([]))).toBeUndefined();
  });

  it('accepts a file whose content and name agree, and refuses a renamed one', async () => {
    const documents = ['pdf', 'doc', 'docx'] as const;
    expect(await checkFileContent(sampleFile('pdf', 'cv.pdf'), documents)).toBe('pdf');
    expect(await checkFileContent(sampleFile('docx', 'CV.DOCX', { size: 3_000 }), documents)).toBe('docx');
    expect(await checkFileContent(sampleFile('doc', 'cv'), documents)).toBe('doc');
    expect(await checkFileContent(sampleFile('jpg', 'scan.jpeg'), ['png', 'jpg', 'pdf'])).toBe('jpg');
    expect(await checkFileContent(sampleFile('png', 'cv.pdf'), documents)).toBeUndefined();
    expect(await checkFileContent(sampleFile('png', 'certificate.pdf'), ['png', 'jpg', 'pdf'])).toBeUndefined();
    expect(await checkFileContent(sampleFile('pdf', 'cv.docx'), documents)).toBeUndefined();
    expect(await checkFileContent(sampleFile('xlsx', 'cv.docx', { size: 3_000 }), documents)).toBeUndefined();
    expect(await checkFileContent(sampleFile('doc', 'cv.doc'), ['pdf'])).toBeUndefined();
    expect(await checkFileContent(sampleFile('mp4', 'intro.mp4'), ['mp4'])).toBe('mp4');
    expect(await checkFileContent(sampleFile('png', 'intro.mp4'), ['mp4'])).toBeUndefined();
  });
});
