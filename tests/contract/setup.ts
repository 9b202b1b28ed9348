import { configureTransport } from '../../sdk/transport';
import { installMockLifecycle } from '../support/mock-lifecycle';

configureTransport({
  baseUrls: { default: 'http://localhost/api' },
  getHeaders: () => ({ 'Role-Id': '1', 'Country-Id': '167', 'Language-Id': '1', 'Device-Uuid': 'contract-test-device', Authorization: 'Bearer guest-contract-test' }),
});
installMockLifecycle();
