/**
 * The project's own inventories of the documented calls and error codes (contracts/inventory/, copied from the
 * product spec's tables, which stay the reference), as data for coverage tests.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const inventoryDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contracts/inventory');

function readTsv(name: string): string[][] {
  return readFileSync(path.join(inventoryDir, name), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .slice(1) // header row
    .map((line) => line.split('\t'));
}

export interface DocumentedEndpoint {
  id: string;
  service: string;
  method: string;
  path: string;
}

export function documentedEndpoints(): DocumentedEndpoint[] {
  return readTsv('endpoints.tsv').map(([id = '', service = '', method = '', path = '']) => ({ id, service, method, path }));
}

export function documentedErrorCodes(): number[] {
  return readTsv('error-codes.tsv')
    .map(([code]) => Number(code))
    .filter((code) => code !== 0);
}
