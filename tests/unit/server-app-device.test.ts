import { describe, expect, it } from 'vitest';
import { collectAppState } from '@web/app/app-state';
import { createServerApp } from '@web/app/server-app';
import { getDeviceType } from '@web/lib/device-id';
import { parseEnv } from '@web/lib/env';
import { deviceTypeAtom } from '@web/lib/session-atoms';
import { DESKTOP_USER_AGENT, PHONE_USER_AGENT } from '../support/user-agents';

const env = parseEnv({ VITE_API_MODE: 'mock', VITE_API_BASE_URL: 'http://localhost/api' });

async function serverAppFor(userAgent: string) {
  const request = new Request('http://localhost/job/some-job', { headers: { 'user-agent': userAgent } });
  const { app } = await createServerApp({ env, request, apiBaseUrls: { default: 'http://localhost/api' }, deviceUuid: 'server-uuid' });
  return app;
}

describe('mobile web on the server (spec section 5)', () => {
  it('tells mobile web from the request\'s user agent and hands it to the browser in the page state', async () => {
    const app = await serverAppFor(PHONE_USER_AGENT);
    expect(app.store.get(deviceTypeAtom)).toBe('mobile_web');
    expect(collectAppState(app.store, app.i18n, app.queryClient).deviceType).toBe('mobile_web');
  });

  it('renders a desktop browser as web', async () => {
    const app = await serverAppFor(DESKTOP_USER_AGENT);
    expect(app.store.get(deviceTypeAtom)).toBe('web');
  });

  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', 'mobile_web'],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)', 'mobile_web'],
    [DESKTOP_USER_AGENT, 'web'],
    ['', 'web'],
  ])('%s is %s', (userAgent, expected) => {
    expect(getDeviceType(userAgent)).toBe(expected);
  });
});
