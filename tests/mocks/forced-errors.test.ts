/**
 * Every numeric code an operation lists can be forced on it (through the X-Mock-Scenario header,
 * as any client would), and arrives with the HTTP status of the error catalogue; a 40006 carries its
 * wait in the body and in the `Retry-After` header. The requests are otherwise valid (headers, required
 * query values, body media type), so the request checks let them by.
 */
import { describe, expect, it } from 'vitest';
import { SCENARIO_HEADER } from '../../mocks/scenario/scenario-codec';
import { ERROR_CATALOG } from '../../sdk/generated/error-codes';
import { OPERATION_REQUESTS, type ParameterSchema } from '../../sdk/generated/operation-requests';
import { OPERATIONS, type OperationInfo } from '../../sdk/generated/operations';
import { validateReply } from '../support/contract-validator';

const COMMON_HEADERS = { 'Role-Id': '1', 'Country-Id': '167', 'Language-Id': '1', 'Device-Uuid': 'forced-errors-device' };

/** A value the schema accepts. */
function sampleValue(schema: ParameterSchema): string {
  if (schema.const !== undefined) return String(schema.const);
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  if (schema.type === 'boolean') return 'true';
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

function sampleUrl(operationId: string, path: string): string {
  const query = new URLSearchParams();
  for (const parameter of OPERATION_REQUESTS[operationId]?.parameters ?? []) {
    if (parameter.in === 'query' && parameter.required) query.set(parameter.name, sampleValue(parameter.schema));
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return `http://localhost/api${path.replace(/\{[^}]+\}/g, '1')}${search}`;
}

describe('forcing documented error codes', () => {
  for (const [operationId, info] of Object.entries(OPERATIONS) as [string, OperationInfo][]) {
    it(`${operationId} answers each code it lists`, async () => {
      for (const code of info.errorCodes) {
        const mediaType = OPERATION_REQUESTS[operationId]?.body[0] ?? 'application/json';
        const response = await fetch(sampleUrl(operationId, info.path), {
          method: info.method,
          headers: { ...COMMON_HEADERS, [SCENARIO_HEADER]: `${operationId}:${code},retry=7`, 'Content-Type': mediaType },
          body: info.method === 'GET' || info.method === 'DELETE' ? undefined : '{}',
        });
        const body = (await response.json()) as { code: number; errors: { message: string; retry_after?: number } };
        expect({ code: body.code, status: response.status }).toEqual({ code, status: ERROR_CATALOG[code as keyof typeof ERROR_CATALOG].status });
        expect(body.errors.message.length).toBeGreaterThan(0);
        if (code === 40006) {
          expect(body.errors.retry_after).toBe(7);
          expect(response.headers.get('Retry-After')).toBe('7');
        }
      }
    });
  }
});

describe('checking replies against the contracts', () => {
  const tooMany = { code: 40006, message: 'Too many attempts, retry in 7 seconds', errors: { message: 'Too many attempts', retry_after: 7 } };

  it('finds a 429 without its Retry-After header, or with one that is not whole seconds', async () => {
    expect(await validateReply('searchJobs', 429, tooMany, 'application/json', new Headers({ 'Retry-After': '7' }))).toEqual([]);
    expect(await validateReply('searchJobs', 429, tooMany, 'application/json', new Headers())).toEqual(['searchJobs 429 lacks the required Retry-After header']);
    expect(await validateReply('searchJobs', 429, tooMany, 'application/json', new Headers({ 'Retry-After': 'soon' }))).toHaveLength(1);
  });
});
