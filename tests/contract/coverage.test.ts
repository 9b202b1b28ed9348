/**
 * Coverage, not just shape: documented calls are operations of the contracts with a hook and a
 * handler, and every documented error code is in the contracts' error model.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createHandlers } from '../../mocks/handlers/all-handlers';
import { toMswPath } from '../../mocks/http/operation';
import { ERROR_CATALOG } from '../../sdk/generated/error-codes';
import { OPERATIONS, type OperationId, type OperationInfo } from '../../sdk/generated/operations';
import { documentedEndpoints, documentedErrorCodes } from '../support/inventories';

/** The foundation slice (issue "Foundation"); the "every documented call" issue widens this to all rows. */
const REQUIRED_SPEC_IDS = ['G01', 'G02', 'G03', 'G04', 'J01', 'J02', 'J03', 'J04', 'J05', 'J08', 'J20', 'C01', 'C02', 'C03', 'C04', 'C05', 'C06', 'A06'];

const operations = Object.entries(OPERATIONS) as [OperationId, OperationInfo][];

describe('contract coverage', () => {
  it('has an operation for every required documented call, and no operation claims an unknown id', () => {
    const known = new Set(documentedEndpoints().map((row) => row.id));
    const covered = new Set(operations.map(([, info]) => info.specId).filter((id): id is string => id !== null));
    expect(REQUIRED_SPEC_IDS.filter((id) => !covered.has(id))).toEqual([]);
    expect([...covered].filter((id) => !known.has(id))).toEqual([]);
  });

  it('puts every documented error code in the error model, with its own message', () => {
    const common = parse(readFileSync(new URL('../../contracts/common.yaml', import.meta.url), 'utf8')) as {
      components: { schemas: { ErrorCode: { enum: number[] } } };
    };
    const enumCodes = new Set(common.components.schemas.ErrorCode.enum);
    const documented = documentedErrorCodes();
    expect(documented.filter((code) => !enumCodes.has(code))).toEqual([]);
    expect(documented.filter((code) => !(code in ERROR_CATALOG))).toEqual([]);
    const messages = documented.map((code) => ERROR_CATALOG[code as keyof typeof ERROR_CATALOG].message);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('lists only documented codes on every operation', () => {
    const undocumented = operations.flatMap(([id, info]) => info.errorCodes.filter((code) => !(code in ERROR_CATALOG)).map((code) => `${id}:${code}`));
    expect(undocumented).toEqual([]);
  });

  it('has a generated hook and a mock handler for every operation', async () => {
    const hookModules = new Map<string, Record<string, unknown>>();
    const handlerRoutes = new Set(createHandlers().map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`));
    const missing: string[] = [];
    for (const [id, info] of operations) {
      let hooks = hookModules.get(info.service);
      if (!hooks) {
        hooks = (await import(`../../sdk/generated/${info.service}/hooks.ts`)) as Record<string, unknown>;
        hookModules.set(info.service, hooks);
      }
      if (typeof hooks[id] !== 'function') missing.push(`${id}: no client function`);
      const hookName = `use${id[0]!.toUpperCase()}${id.slice(1)}`;
      if (typeof hooks[hookName] !== 'function') missing.push(`${id}: no hook ${hookName}`);
      if (!handlerRoutes.has(`${info.method} ${toMswPath(info.path)}`)) missing.push(`${id}: no handler`);
    }
    expect(missing).toEqual([]);
  });
});
