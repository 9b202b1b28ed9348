/**
 * An optional part of the page (lazyOptional, web/src/lib/lazy-optional.tsx) whose chunk fails to load,
 * as on a phone that went offline right after the page showed: the page stays, the part renders nothing,
 * the failure is reported once through the root's handler, and the part loads once the browser is online.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { collectBrowserErrorReports } from './browser-error-reports';
import { reportRenderError } from '../../web/src/app/error-reporting-setup';
import { lazyOptional } from '../../web/src/lib/lazy-optional';

const reports = collectBrowserErrorReports();

function CardFitMarks({ jobs }: { jobs: number }) {
  return <p>Fit shown on {jobs} cards</p>;
}

const offlineFailure = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/card-fit-source.js');

function Page({ part }: { part: React.ReactNode }) {
  return (
    <main>
      <h1>Junior accountant</h1>
      {part}
      <button type="button">Save</button>
    </main>
  );
}

describe('lazyOptional', () => {
  it('keeps the page when the chunk fails, and loads the part once the browser is back online', async () => {
    const load = vi.fn<() => Promise<{ default: typeof CardFitMarks }>>().mockRejectedValueOnce(offlineFailure()).mockResolvedValue({ default: CardFitMarks });
    const Marks = lazyOptional(load);
    render(<Page part={<Marks jobs={4} />} />, { onCaughtError: reportRenderError });

    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Junior accountant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText(/Fit shown/)).not.toBeInTheDocument();
    expect(reports.map((report) => report.kind)).toEqual(['render-error']);
    expect(reports[0]?.message).toContain('Failed to fetch dynamically imported module');

    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Fit shown on 4 cards')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders the part as soon as its chunk loads, with its props', async () => {
    const Marks = lazyOptional(async () => ({ default: CardFitMarks }));
    render(<Page part={<Marks jobs={30} />} />);
    expect(await screen.findByText('Fit shown on 30 cards')).toBeInTheDocument();
  });
});
