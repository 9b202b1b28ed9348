/**
 * The error reports a test's browser-side code sends (web/src/lib/error-reporting.ts), as a test file reads
 * them: the reporter set before each test with a browser context on `page`, React's and the root handler's
 * console errors silenced, both undone after. The array is emptied before each test.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { setErrorReporter, type ErrorReport } from '../../web/src/lib/error-reporting';

export function collectBrowserErrorReports(page = '/job/1'): ErrorReport[] {
  const reports: ErrorReport[] = [];
  beforeEach(() => {
    reports.length = 0;
    setErrorReporter({ report: (report) => reports.push(report) }, () => ({ side: 'browser', page }));
    // React and the root's handler log what they catch; the test reads the reports instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    setErrorReporter(null);
    vi.restoreAllMocks();
  });
  return reports;
}
