/**
 * A widget that throws while it renders (WidgetBoundary, web/src/components/widget-boundary.tsx): the
 * rest of the page still renders, the widget's fallback shows, and the error is reported once, naming the
 * widget, also under the browser root's handler of caught render errors (reportRenderError, as
 * entry.client.tsx passes it to hydrateRoot), which leaves the boundary's errors to the boundary.
 */
import { render, screen } from '@testing-library/react';
import { memo, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { collectBrowserErrorReports } from './browser-error-reports';
import { ApiError } from '../../sdk/api-error';
import { reportRenderError } from '../../web/src/app/error-reporting-setup';
import { WidgetBoundary } from '../../web/src/components/widget-boundary';

const reports = collectBrowserErrorReports();

function SimilarJobsList(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'jobs')");
}

function Page({ widget }: { widget: ReactNode }) {
  return (
    <main>
      <h1>Junior accountant</h1>
      <WidgetBoundary fallback={<p>Similar jobs are unavailable</p>}>{widget}</WidgetBoundary>
      <p>Apply before Friday</p>
    </main>
  );
}

// As the browser renders the app (entry.client.tsx): the root's handler sees every caught render error.
const asInTheBrowser = { onCaughtError: reportRenderError };

describe('WidgetBoundary', () => {
  it('keeps the page, shows the fallback, and reports the error once with the widget name', () => {
    render(<Page widget={<SimilarJobsList />} />, asInTheBrowser);
    expect(screen.getByRole('heading', { name: 'Junior accountant' })).toBeInTheDocument();
    expect(screen.getByText('Apply before Friday')).toBeInTheDocument();
    expect(screen.getByText('Similar jobs are unavailable')).toBeInTheDocument();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      kind: 'render-error',
      side: 'browser',
      page: '/job/1',
      message: "TypeError: Cannot read properties of undefined (reading 'jobs') (in widget SimilarJobsList)",
    });
    expect(reports[0]?.stack).toContain('SimilarJobsList');
  });

  it('reports without a name when the widget has none, and a memo component by its inner name', () => {
    const Anonymous = [() => { throw new Error('boom'); }][0]!;
    render(<Page widget={<Anonymous />} />, asInTheBrowser);
    const Memoized = memo(SimilarJobsList);
    render(<Page widget={<Memoized />} />, asInTheBrowser);
    expect(reports.map((report) => report.message)).toEqual(['Error: boom', "TypeError: Cannot read properties of undefined (reading 'jobs') (in widget SimilarJobsList)"]);
  });

  it('does not report an API answer (the transport reports the 5xx ones)', () => {
    function Failing(): never {
      throw ApiError.fromReply(404, { code: 40004, message: 'Not found' });
    }
    render(<Page widget={<Failing />} />, asInTheBrowser);
    expect(screen.getByText('Similar jobs are unavailable')).toBeInTheDocument();
    expect(reports).toEqual([]);
  });

  it('leaves errors other boundaries caught to the root handler', () => {
    reportRenderError(new Error('route failed'), { errorBoundary: undefined });
    expect(reports.map((report) => report.message)).toEqual(['Error: route failed']);
  });
});
