/**
 * Every numeric code an operation lists can be forced on it (through the X-Mock-Scenario header,
 * as any client would), and arrives with the HTTP status of the error catalogue.
 */
import { describe, expect, it } from 'vitest';
import { SCENARIO_HEADER } from '../../mocks/scenario/scenario-codec';
import { ERROR_CATALOG } from '../../sdk/generated/error-codes';
import { OPERATIONS, type OperationInfo } from '../../sdk/generated/operations';

function sampleUrl(path: string): string {
  return `http://localhost/api${path.replace(/\{[^}]+\}/g, '1')}`;
}

describe('forcing documented error codes', () => {
  for (const [operationId, info] of Object.entries(OPERATIONS) as [string, OperationInfo][]) {
    it(`${operationId} answers each code it lists`, async () => {
      for (const code of info.errorCodes) {
        const response = await fetch(sampleUrl(info.path), {
          method: info.method,
          headers: { [SCENARIO_HEADER]: `${operationId}:${code},retry=7`, 'Content-Type': 'application/json' },
          body: info.method === 'GET' || info.method === 'DELETE' ? undefined : '{}',
        });
        const body = (await response.json()) as { code: number; errors: { message: string; retry_after?: number } };
        expect({ code: body.code, status: response.status }).toEqual({ code, status: ERROR_CATALOG[code as keyof typeof ERROR_CATALOG].status });
        expect(body.errors.message.length).toBeGreaterThan(0);
        if (code === 40006) expect(body.errors.retry_after).toBe(7);
      }
    });
  }
});
