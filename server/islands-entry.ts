/**
 * The islands' entry file of the production build (docs/decisions/0027-guest-pages-as-islands.md), from
 * the islands build's manifest (vite.islands.config.ts), read once at start: its name carries a hash.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the islands build writes its manifest, under build/client (static-files.ts serves no dot directory). */
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';
/** The entry's key in that manifest: its source, from the project's root. */
export const ISLANDS_ENTRY_SOURCE = 'web/src/islands/entry.islands.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
}

/** The entry's URL path (`/assets/islands/entry.islands-<hash>.js`); undefined when the build made none. */
export function builtIslandsEntry(clientDirectory: string): string | undefined {
  const manifestFile = path.join(clientDirectory, ISLANDS_MANIFEST);
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ISLANDS_ENTRY_SOURCE];
  return entry?.isEntry ? `/${entry.file}` : undefined;
}
