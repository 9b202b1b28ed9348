/** The HTTP mock server for one test file (in-process, on a spare port), and the contract's common headers. */
import { afterAll, beforeAll } from 'vitest';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/http/mock-http-server';

/** The four headers every API call carries (ph site, English, a job seeker's device). */
export const COMMON_HEADERS = { 'Role-Id': '1', 'Country-Id': '167', 'Language-Id': '1', 'Device-Uuid': '3f6c2a4e-8b1d-4e7a-9c2f-5d8e1a7b9c30' } as const;

export function sessionHeaders(token: string): Record<string, string> {
  return { ...COMMON_HEADERS, Authorization: `Bearer ${token}` };
}

/**
 * Starts the server before the file's tests and closes it after them. `warmUp` makes a first call, which
 * seeds the database (seconds on a busy machine), so the tests time only their own calls;
 * `redirectOrigins` is the server's MOCK_REDIRECT_ORIGINS setting.
 */
export function mockHttpServerForFile({ warmUp = false, redirectOrigins }: { warmUp?: boolean; redirectOrigins?: string } = {}): Pick<MockHttpServer, 'origin' | 'port'> {
  let server: MockHttpServer | undefined;
  beforeAll(async () => {
    server = await startMockHttpServer({ redirectOrigins });
    if (warmUp) await fetch(`${server.origin}/api/jobseeker/me`, { headers: sessionHeaders(SEED_SESSION_TOKENS.complete) });
  }, 60_000);
  afterAll(() => server?.close());
  const started = (): MockHttpServer => {
    if (!server) throw new Error('The mock HTTP server is not started yet: use it inside a test or hook.');
    return server;
  };
  return {
    get origin() {
      return started().origin;
    },
    get port() {
      return started().port;
    },
  };
}
