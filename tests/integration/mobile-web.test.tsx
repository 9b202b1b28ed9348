/** Mobile web, told by the user agent (spec section 5): the job lists and the events say which device asks. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { identityFrom } from '../../web/src/lib/tracking/start-tracking';
import { mockServer } from '../support/mock-lifecycle';
import { DESKTOP_USER_AGENT, PHONE_USER_AGENT } from '../support/user-agents';
import { signInAs } from './job-actions-support';
import { renderApp } from './render-app';

function recordListDevices(): string[] {
  const devices: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/job/search')) {
      void request.clone().json().then((body: { device?: string }) => devices.push(body.device ?? 'none'));
    }
  });
  return devices;
}

describe('mobile web', () => {
  it('asks for job lists as mobile web from a phone', async () => {
    const devices = recordListDevices();
    await renderApp('/remote-jobs', { userAgent: PHONE_USER_AGENT });
    await screen.findAllByRole('article');
    await waitFor(() => expect(devices.length).toBeGreaterThan(0));
    expect(new Set(devices)).toEqual(new Set(['mobile_web']));
  });

  it('asks for job lists as web from a desktop browser', async () => {
    const devices = recordListDevices();
    await renderApp('/remote-jobs', { userAgent: DESKTOP_USER_AGENT });
    await screen.findAllByRole('article');
    await waitFor(() => expect(devices.length).toBeGreaterThan(0));
    expect(new Set(devices)).toEqual(new Set(['web']));
  });

  it('records events with the device type the page was rendered for', async () => {
    signInAs('maria');
    const { context } = await renderApp('/', { userAgent: PHONE_USER_AGENT });
    expect(identityFrom(context.store, PHONE_USER_AGENT)?.deviceType).toBe('mobile_web');
    const desktop = await renderApp('/', { userAgent: DESKTOP_USER_AGENT });
    expect(identityFrom(desktop.context.store, DESKTOP_USER_AGENT)?.deviceType).toBe('web');
  });
});
