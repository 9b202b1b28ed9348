/**
 * The mock error-reporting service (issue 14; not an API operation, so not in the contracts): the app's
 * reporter POSTs each report as JSON to /__mock/error-reports; GET lists them newest first (the dev
 * panel reads it), DELETE empties the list. A body that is not a report object answers 400.
 */
import { http, HttpResponse } from 'msw';
import { mockNowIso } from '../db/mock-clock';
import { addErrorReport, clearErrorReports, errorReportsNewestFirst } from '../state/error-reports';

export const ERROR_REPORTS_PATH = '/__mock/error-reports';

function isReport(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { kind?: unknown }).kind === 'string' && typeof (value as { message?: unknown }).message === 'string';
}

export function errorReportHandlers() {
  const path = `*${ERROR_REPORTS_PATH}`;
  return [
    http.post(path, async ({ request }) => {
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        body = undefined;
      }
      if (!isReport(body)) return HttpResponse.json({ message: 'A report is a JSON object with a kind and a message.' }, { status: 400 });
      await addErrorReport(body, mockNowIso());
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(path, async () => HttpResponse.json({ reports: await errorReportsNewestFirst() })),
    http.delete(path, async () => {
      await clearErrorReports();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
