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

export function installMockLifecycle(): void {
  beforeAll(() => {
    startReplyChecks();
    mockServer.listen({ onUnhandledRequest: 'error' });
  });
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
