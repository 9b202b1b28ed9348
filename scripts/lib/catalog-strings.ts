/** Every translated string of an i18n catalog file (JSON objects of strings, nested). */
import { readFileSync } from 'node:fs';

function collect(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) collect(child, into);
  return into;
}

export function catalogStrings(file: string): string[] {
  return collect(JSON.parse(readFileSync(file, 'utf8')) as unknown, []);
}
