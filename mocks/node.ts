/** Mocks in Node (tests): the same handlers through msw/node. */
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers/all-handlers';

export function createMockServer() {
  return setupServer(...createHandlers());
}
