/**
 * Strict MSW lifecycle for Node suites: an unhandled request fails the test, every test starts from a
 * fresh seeded database and no scenario, and every reply is checked against its contract.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { resetDatabase } from '../../mocks/db/database';
import { createMockServer } from '../../mocks/node';
import { resetScenarios } from '../../mocks/scenario/scenario-store';
import { checkReplies, startReplyChecks, writeForcedCodesReport } from './reply-checks';

export const mockServer = createMockServer();

/**
 * Building the seeded database is the one expensive step of a suite (about 1 s on a quiet core; each
 * test file builds its own). It runs once in `beforeAll` with a budget sized for two cores that are
 * also running a production build, so the per-test reset below stays cheap and a loaded machine
 * never reads as a hook timeout.
 */
const SEED_BUILD_BUDGET_MS = 60_000;

export function installMockLifecycle(): void {
  beforeAll(async () => {
    startReplyChecks();
    mockServer.listen({ onUnhandledRequest: 'error' });
    await resetDatabase();
  }, SEED_BUILD_BUDGET_MS);
  beforeEach(async () => {
    resetScenarios();
    await resetDatabase();
  });
  afterEach(async () => {
    mockServer.resetHandlers();
    const problems = await checkReplies();
    expect(problems, 'mock replies that do not match their contract').toEqual([]);
  });
  afterAll(() => {
    mockServer.close();
    writeForcedCodesReport();
  });
}
