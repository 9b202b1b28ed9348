/**
 * Coverage, not just shape: documented calls are operations of the contracts with a hook and a
 * handler, and every documented error code is in the contracts' error model.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createHttpHandlers } from '../../mocks/handlers/all-handlers';
import { toMswPath } from '../../mocks/http/operation';
import { ERROR_CATALOG } from '../../sdk/generated/error-codes';
import { OPERATIONS, type OperationId, type OperationInfo } from '../../sdk/generated/operations';
import { documentedEndpoints, documentedErrorCodes } from '../support/inventories';

const operations = Object.entries(OPERATIONS) as [OperationId, OperationInfo][];

describe('contract coverage', () => {
  it('has an operation for every documented call, and no operation claims an unknown id', () => {
    const known = new Set(documentedEndpoints().map((row) => row.id));
    const covered = new Set(operations.map(([, info]) => info.specId).filter((id): id is string => id !== null));
    expect([...known].filter((id) => !covered.has(id))).toEqual([]);
    expect([...covered].filter((id) => !known.has(id))).toEqual([]);
  });

  it('uses the documented method for every documented call', () => {
    const methodsBySpecId = new Map<string, Set<string>>();
    for (const [, info] of operations) {
      if (info.specId) methodsBySpecId.set(info.specId, (methodsBySpecId.get(info.specId) ?? new Set()).add(info.method));
    }
    const wrong = documentedEndpoints()
      .filter((row) => methodsBySpecId.has(row.id) && !methodsBySpecId.get(row.id)!.has(row.method))
      .map((row) => `${row.id}: documented ${row.method}, contract ${[...methodsBySpecId.get(row.id)!].join('/')}`);
    expect(wrong).toEqual([]);
  });

  it('marks every operation either with the spec row it implements or as implied by the screens', () => {
    const unmarked = operations.filter(([, info]) => (info.specId === null) === !info.implied).map(([id]) => id);
    expect(unmarked).toEqual([]);
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
    const handlerRoutes = new Set(createHttpHandlers().map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`));
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
