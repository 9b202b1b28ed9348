/**
 * The production build's stylesheets by URL path (`/assets/x.css`), read once at start: the page
 * render inlines the ones it links (web/src/app/inlined-stylesheets.ts). Their names carry a content
 * hash, so a text read at start never goes stale.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StylesheetText } from '../web/src/app/inlined-stylesheets';

export function builtStylesheets(clientDirectory: string): StylesheetText {
  const assets = path.join(clientDirectory, 'assets');
  const texts = new Map<string, string>();
  if (existsSync(assets)) {
    for (const name of readdirSync(assets).filter((file) => file.endsWith('.css'))) {
      texts.set(`/assets/${name}`, readFileSync(path.join(assets, name), 'utf8'));
    }
  }
  return (href) => texts.get(href);
}
