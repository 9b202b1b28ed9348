import { describe, expect, it } from 'vitest';
import { fileSignatureOf } from '../../web/src/lib/file-signature';
import { sampleFile } from '../support/file-samples';

describe('fileSignatureOf', () => {
  it('reads PNG, JPG and PDF from their bytes, whatever the name and declared type say', async () => {
    expect(await fileSignatureOf(sampleFile('png', 'certificate.pdf', { type: 'application/pdf' }))).toBe('png');
    expect(await fileSignatureOf(sampleFile('jpg', 'scan.png'))).toBe('jpg');
    expect(await fileSignatureOf(sampleFile('pdf', 'license.jpg', { type: 'image/jpeg' }))).toBe('pdf');
  });

  it('knows nothing else', async () => {
    expect(await fileSignatureOf(sampleFile('gif', 'photo.png'))).toBeUndefined();
    expect(await fileSignatureOf(sampleFile('docx', 'license.pdf'))).toBeUndefined();
    expect(await fileSignatureOf(new Blob([]))).toBeUndefined();
  });
});
