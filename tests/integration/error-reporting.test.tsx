/**
 * Error reporting in the running app (issue 14, spec section 8): a reply of status 500 or above reaches
 * the reporter set at start-up — here the mocks' endpoint, as in development — with the page and the
 * user id and nothing else personal (no query, no email); answers below 500 and a start-up without a
 * report URL send nothing; uncaught errors and unhandled rejections are reported, API answers are not;
 * and QA reads the reports in the mock panel.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../sdk/api-error';
import { forceError } from '../../mocks/scenario/helpers';
import { SEED_USERS } from '../../mocks/state/accounts';
import { addErrorReport, errorReportsNewestFirst } from '../../mocks/state/error-reports';
import { bootstrapApp } from '../../web/src/app/bootstrap';
import { reportUncaughtErrors } from '../../web/src/app/error-reporting-setup';
import { AppProviders } from '../../web/src/app/providers';
import MockPanel from '../../web/src/features/dev-tools/mock-panel';
import { parseEnv } from '../../web/src/lib/env';
import { setErrorReporter } from '../../web/src/lib/error-reporting';
import { signInAs } from './job-actions-support';
import { renderApp } from './render-app';

const REPORTING = { VITE_ERROR_REPORT_URL: 'http://localhost/__mock/error-reports' };
const JOB = '/job/junior-accountant-200010';

async function reports() {
  return (await errorReportsNewestFirst()).map((stored) => stored.report);
}

afterEach(() => {
  vi.restoreAllMocks();
  setErrorReporter(null);
  window.history.replaceState(null, '', '/');
});

describe('error reporting', () => {
  it('reports a 5xx reply with the page path, the call and the user id, and no query or email', async () => {
    signInAs('maria');
    forceError('getJobDetail', 50001);
    // The browser's address is what a report's page comes from (the test router keeps its own).
    const address = `${JOB}?ref=maria.santos%40example.com#apply`;
    window.history.replaceState(null, '', address);
    await renderApp(address, { env: REPORTING });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await waitFor(async () => expect(await reports()).not.toHaveLength(0));
    const [report] = await reports();
    expect(report).toMatchObject({
      kind: 'server-reply',
      side: 'browser',
      page: JOB,
      user_id: SEED_USERS.complete,
      country: 'ph',
      language: 'en-us',
      request: { method: 'GET', path: expect.stringMatching(/^\/api\/job\/[^?]*$/), status: 500 },
    });
    expect(JSON.stringify(await reports())).not.toMatch(/maria|santos|@example|ref=|#apply/i);
  });

  it('sends nothing for answers below 500, nor when start-up set no report URL', async () => {
    // A report leaves as the failing reply arrives, before the page can show it: once the page shows
    // the outcome, a report would have been sent.
    const sent = vi.spyOn(globalThis, 'fetch');
    const reportsSent = () => sent.mock.calls.filter(([input]) => (input instanceof Request ? input.url : String(input)) === REPORTING.VITE_ERROR_REPORT_URL);
    signInAs('maria');
    forceError('getJobDetail', 41113);
    await renderApp(JOB, { env: REPORTING });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(reportsSent()).toEqual([]);
    forceError('getJobDetail', 50001);
    await renderApp(JOB);
    expect(await screen.findAllByRole('button', { name: 'Try again' })).not.toHaveLength(0);
    expect(reportsSent()).toEqual([]);
    expect(await reports()).toEqual([]);
  });

  it('reports uncaught errors and unhandled rejections, but not rejected API calls', async () => {
    await renderApp('/', { env: REPORTING });
    const stop = reportUncaughtErrors(window);
    try {
      window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('cards is undefined'), message: 'cards is undefined' }));
      const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
      window.dispatchEvent(rejection(ApiError.fromReply(404, { code: 40004, message: 'Not found' })));
      window.dispatchEvent(rejection(new Error('socket closed twice')));
      await waitFor(async () => expect(await reports()).toHaveLength(2));
      expect((await reports()).map((report) => [report.kind, report.message])).toEqual([
        ['unhandled-rejection', 'Error: socket closed twice'],
        ['uncaught-error', 'TypeError: cards is undefined'],
      ]);
      expect((await reports())[1]).toMatchObject({ side: 'browser', page: '/', stack: expect.stringContaining('TypeError') });
    } finally {
      stop();
    }
  });

  it('lists the reports in the mock panel, newest first, and clears them', async () => {
    await addErrorReport({ kind: 'server-reply', side: 'server', message: 'GET /api/job/200010 answered 503', page: JOB, user_id: 900001 }, '2026-11-24T08:00:00.000Z');
    const env = parseEnv({ VITE_API_MODE: 'mock', VITE_API_BASE_URL: 'http://localhost/api' });
    const context = await bootstrapApp({ env, host: 'localhost', pathname: '/', storage: window.localStorage, store: createStore() });
    const user = userEvent.setup();
    render(
      <AppProviders context={context}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: <MockPanel /> }])} />
      </AppProviders>,
    );
    await user.click(await screen.findByRole('button', { name: 'Mock controls' }));
    const section = screen.getByRole('region', { name: 'Error reports' });
    const list = await within(section).findByRole('list', { name: '1 error report' });
    expect(list).toHaveTextContent('Server error reply');
    expect(list).toHaveTextContent('GET /api/job/200010 answered 503');
    expect(list).toHaveTextContent(`Server · Page ${JOB} · User 900001`);
    await user.click(within(section).getByRole('button', { name: 'Clear' }));
    expect(await within(section).findByText('No error reports yet.')).toBeInTheDocument();
    expect(await errorReportsNewestFirst()).toEqual([]);
  });
});
