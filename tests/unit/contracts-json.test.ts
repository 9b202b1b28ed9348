/** The JSON contracts (`npm run contracts:json`) stand alone: no reference leaves a file, and nothing is lost. */
import { describe, expect, it } from 'vitest';
import { renderContractsJson } from '../../scripts/contracts-json';
import { listOperations, SERVICES, type MergedDocument } from '../../scripts/lib/bundle-contracts';

function externalRefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) externalRefs(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && !item.startsWith('#')) found.push(item);
      else externalRefs(item, found);
    }
  }
  return found;
}

describe('contracts as JSON', () => {
  it('writes one self-contained file per service and the merged document with every operation', async () => {
    const files = await renderContractsJson();
    expect([...files.keys()].sort()).toEqual([...SERVICES.map((service) => `${service}.json`), 'all.json'].sort());
    let operations = 0;
    for (const service of SERVICES) {
      const document = JSON.parse(files.get(`${service}.json`) ?? '') as { openapi: string; paths?: MergedDocument['paths'] };
      expect(document.openapi).toMatch(/^3\.1/);
      expect(externalRefs(document), `${service}.json refers outside itself`).toEqual([]);
      operations += listOperations({ paths: document.paths ?? {} }).length;
    }
    const merged = JSON.parse(files.get('all.json') ?? '') as MergedDocument;
    expect(listOperations(merged)).toHaveLength(operations);
    expect(operations).toBeGreaterThanOrEqual(199);
  }, 60_000); // bundles all eleven services twice
});
