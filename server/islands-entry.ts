/**
 * What the islands build (vite.islands.config.ts) records for the server and the budget
 * (docs/decisions/0027-guest-pages-as-islands.md), read once at start: file names carry a hash.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of the file is
 * compiled while it streams in, off the main thread, instead of on its first call. It must be the file's
 * first line. The islands build starts each file an island page loads at start with it, from this size
 * on: below it a file's lazy compiles cost less than the hint's bytes (about 25 of brotli each).
 * See docs/decisions/0028-compile-hints-for-island-pages.md.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
export const COMPILE_HINT_FROM_BYTES = 4096;

/** The record's name, in the server's build directory (build/server), which browsers never see. */
export const ISLANDS_RECORD = 'islands.json';

export interface IslandsRecord {
  /** The entry's URL path (`/assets/islands/entry.islands-<hash>.js`): it holds the page frame's islands. */
  entry: string;
  /** The entry and every file it imports, as URL paths. */
  entryFiles: string[];
  /** Each page island (web/src/islands/parts/page/<name>.ts) with every file it imports. */
  pageIslands: Record<string, string[]>;
}

/** The record of the build whose browser files are in `clientDirectory`; undefined when the build made none. */
export function readIslandsRecord(clientDirectory: string): IslandsRecord | undefined {
  const file = path.join(clientDirectory, '..', 'server', ISLANDS_RECORD);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as IslandsRecord) : undefined;
}

/** The islands' entry as the browser loads it; undefined without an islands build (every page then hydrates as the app). */
export function builtIslandsEntry(clientDirectory: string): string | undefined {
  return readIslandsRecord(clientDirectory)?.entry;
}
