/**
 * Setup of the Node suites that call the mocks through the generated SDK (the contract and mocks
 * projects in vitest.config.ts): the SDK's transport as a guest client of the ph site, and the strict
 * MSW lifecycle (fresh seed before each test, every reply checked against its contract).
 */
import { configureTransport } from '../../sdk/transport';
import { installMockLifecycle } from './mock-lifecycle';

configureTransport({
  baseUrls: { default: 'http://localhost/api' },
  getHeaders: () => ({ 'Role-Id': '1', 'Country-Id': '167', 'Language-Id': '1', 'Device-Uuid': 'contract-test-device', Authorization: 'Bearer guest-contract-test' }),
});
installMockLifecycle();
