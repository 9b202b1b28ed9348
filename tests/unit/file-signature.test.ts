/** The browser's content check before uploads (web/src/lib/file-signature.ts), on the same sample bytes the mocks read. */
import { describe, expect, it } from 'vitest';
import { checkFileContent, fileFormatOf, fileFormatOfBytes } from '../../web/src/lib/file-signature';
import { sampleBytes, sampleFile } from '../support/file-samples';

describe('file signature', () => {
  it('tells PNG, JPG, PDF, DOC and DOCX from their bytes, and nothing else', () => {
    for (const format of ['png', 'jpg', 'pdf', 'doc'] as const) expect(fileFormatOfBytes(sampleBytes(format)), format).toBe(format);
    expect(fileFormatOfBytes(sampleBytes('docx', 3_000))).toBe('docx');
    for (const other of ['xls', 'xlsx', 'gif', 'mp4', 'txt'] as const) expect(fileFormatOfBytes(sampleBytes(other, 3_000)), other).toBeUndefined();
    expect(fileFormatOfBytes(new Uint8Array())).toBeUndefined();
  });

  it('tells a BMP by its `BM` and a known DIB header size, not by `BM` alone', () => {
    expect(fileFormatOfBytes(sampleBytes('bmp'))).toBe('bmp');
    expect(fileFormatOfBytes(new TextEncoder().encode('BM is not a bitmap, just text'))).toBeUndefined();
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
  });
});
