/**
 * Bytes after brotli at quality 11, the level a CDN (and scripts/precompress.ts) serves: the one size the
 * benchmark and the build budget both report, so their figures read alike.
 */
import { brotliCompressSync, constants } from 'node:zlib';

export function brotliSize(body: Buffer | string): number {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).length;
}
