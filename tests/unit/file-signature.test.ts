/** The browser's content check of documents (web/src/lib/file-signature.ts), on the same sample bytes the mocks read. */
import { describe, expect, it } from 'vitest';
import { checkDocumentFile, documentFormatOf } from '../../web/src/lib/file-signature';
import { sampleBytes, sampleFile } from '../support/file-samples';

describe('file signature', () => {
  it('tells PDF, DOC and DOCX from their bytes, and nothing else', () => {
    expect(documentFormatOf(sampleBytes('pdf'))).toBe('pdf');
    expect(documentFormatOf(sampleBytes('doc'))).toBe('doc');
    expect(documentFormatOf(sampleBytes('docx', 3_000))).toBe('docx');
    for (const other of ['xls', 'xlsx', 'png', 'jpg', 'mp4', 'txt'] as const) expect(documentFormatOf(sampleBytes(other, 3_000)), other).toBeUndefined();
    expect(documentFormatOf(new Uint8Array())).toBeUndefined();
  });

  it('accepts a file whose content and name agree, and refuses a renamed one', async () => {
    const documents = ['pdf', 'doc', 'docx'] as const;
    expect(await checkDocumentFile(sampleFile('pdf', 'cv.pdf'), documents)).toBe('pdf');
    expect(await checkDocumentFile(sampleFile('docx', 'CV.DOCX', { size: 3_000 }), documents)).toBe('docx');
    expect(await checkDocumentFile(sampleFile('doc', 'cv'), documents)).toBe('doc');
    expect(await checkDocumentFile(sampleFile('png', 'cv.pdf'), documents)).toBeUndefined();
    expect(await checkDocumentFile(sampleFile('pdf', 'cv.docx'), documents)).toBeUndefined();
    expect(await checkDocumentFile(sampleFile('xlsx', 'cv.docx', { size: 3_000 }), documents)).toBeUndefined();
    expect(await checkDocumentFile(sampleFile('doc', 'cv.doc'), ['pdf'])).toBeUndefined();
  });
});
