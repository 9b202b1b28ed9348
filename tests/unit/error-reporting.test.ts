/**
 * The error reporter (web/src/lib/error-reporting.ts): what a report says (no query, fragment or reply
 * message), that a failing reporter never breaks the app, and the HTTP reporter's limits (the same
 * report once per 10 s, 50 a page) and request (JSON, keepalive, no cookies).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createHttpReporter, MAX_REPORTS, pathOf, REPEAT_WINDOW_MS, reportServerReply, reportThrown, setErrorReporter, withoutQuery, type ErrorReport,
} from '../../web/src/lib/error-reporting';

afterEach(() => setErrorReporter(null));

function recording() {
  const sent: ErrorReport[] = [];
  setErrorReporter({ report: (report) => sent.push(report) }, () => ({ side: 'browser', page: '/change-password?email=a%40b.c&otp=123456', user_id: 7 }));
  return sent;
}

const report = (message: string): ErrorReport => ({ kind: 'uncaught-error', side: 'browser', message, at: '2026-11-24T00:00:00.000Z' });

describe('error reports', () => {
  it('keep the path of the page and of the call, never their query or fragment', () => {
    const sent = recording();
    reportServerReply({ method: 'GET', url: 'https://api.example.com/api/job/search?keyword=nurse&email=a%40b.c#x', status: 502 });
    expect(sent).toEqual([
      {
        kind: 'server-reply', side: 'browser', page: '/change-password', user_id: 7, message: 'GET /api/job/search answered 502',
        request: { method: 'GET', path: '/api/job/search', status: 502 }, at: expect.any(String),
      },
    ]);
    expect(withoutQuery('/a/b?c=1#d')).toBe('/a/b');
    expect(pathOf('/api/x?y=1')).toBe('/api/x');
  });

  it('name the thrown error and keep its stack; other thrown values are described', () => {
    const sent = recording();
    reportThrown('render-error', new RangeError('Invalid time value'));
    reportThrown('unhandled-rejection', { reason: 'not an error' });
    expect(sent[0]).toMatchObject({ kind: 'render-error', message: 'RangeError: Invalid time value', stack: expect.stringContaining('RangeError') });
    expect(sent[1]).toMatchObject({ kind: 'unhandled-rejection', message: 'A value that is not an Error was thrown' });
  });

  it('go nowhere when reporting is off, and a reporter that throws breaks nothing', () => {
    expect(() => reportThrown('uncaught-error', new Error('x'))).not.toThrow();
    setErrorReporter({ report: () => { throw new Error('reporter down'); } });
    expect(() => reportServerReply({ method: 'GET', url: '/api/x', status: 500 })).not.toThrow();
  });
});

describe('the HTTP reporter', () => {
  it('posts each report as JSON with keepalive and without cookies', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    createHttpReporter('https://errors.example.com/report', fetchMock as unknown as typeof fetch).report(report('boom'));
    expect(fetchMock).toHaveBeenCalledWith('https://errors.example.com/report', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(report('boom')), keepalive: true, credentials: 'omit',
    });
  });

  it('sends the same report once per window, at most MAX_REPORTS in all, and swallows a failed send', async () => {
    let now = 0;
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const reporter = createHttpReporter('/report', fetchMock as unknown as typeof fetch, () => now);
    reporter.report(report('same'));
    reporter.report(report('same'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    now = REPEAT_WINDOW_MS;
    reporter.report(report('same'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (let i = 0; i < MAX_REPORTS + 10; i += 1) reporter.report(report(`error ${i}`));
    expect(fetchMock).toHaveBeenCalledTimes(MAX_REPORTS);
    await Promise.resolve();
  });
});
