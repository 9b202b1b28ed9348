/**
 * Dialogs and panes loaded on demand (lazyWithPreload) whose chunk fails to arrive, as on a phone between
 * cells: the page stays, a translated message says what happened with a retry, the failure is reported
 * once through the root's handler, and the retry (or the next open, after Close) loads the chunk again.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { reportRenderError } from '@web/app/error-reporting-setup';
import { LazyDialogBoundary, LazyPartBoundary } from '@web/components/lazy-part-boundary';
import { ModalDialog } from '@web/components/modal-dialog';
import { createI18n } from '@web/lib/i18n';
import { lazyWithPreload } from '@web/lib/lazy-with-preload';
import { collectBrowserErrorReports } from '../browser-error-reports';

const reports = collectBrowserErrorReports();
let english: I18n;
let arabic: I18n;
beforeAll(async () => {
  [english, arabic] = await Promise.all([createI18n('en-us'), createI18n('ar')]);
});

function ApplyDialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog title="Apply to Junior accountant" onClose={onClose}>
      <p>Your resume goes with the chat.</p>
    </ModalDialog>
  );
}
type ApplyModule = { default: typeof ApplyDialog };

const offlineFailure = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/apply-dialog.js');

function JobPage({ Dialog }: { Dialog: typeof ApplyDialog }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <main>
      <h1>Junior accountant</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Apply
      </button>
      <LazyDialogBoundary onClose={close}>{open ? <Dialog onClose={close} /> : null}</LazyDialogBoundary>
    </main>
  );
}

function renderJobPage(load: () => Promise<ApplyModule>, i18n = english) {
  const Dialog = lazyWithPreload(load);
  render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <JobPage Dialog={Dialog} />
      </I18nextProvider>
    </StrictMode>,
    { onCaughtError: reportRenderError },
  );
  return { user: userEvent.setup(), Dialog };
}

describe('LazyDialogBoundary', () => {
  it('says the connection failed, keeps the page, and opens the dialog on Try again', async () => {
    const load = vi.fn<() => Promise<ApplyModule>>().mockRejectedValueOnce(offlineFailure()).mockResolvedValue({ default: ApplyDialog });
    const { user } = renderJobPage(load);

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const failure = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(failure).toHaveTextContent("You seem to be offline or we can't reach the server.");
    expect(screen.getByRole('heading', { name: 'Junior accountant' })).toBeInTheDocument();
    expect(reports.map((report) => report.kind)).toEqual(['render-error']);
    expect(reports[0]?.message).toContain('Failed to fetch dynamically imported module');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Apply to Junior accountant' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads the page when the browser keeps the failed chunk, and waits while it is offline', async () => {
    // Chromium answers a second import() of a module whose fetch failed with the same failure, at once.
    const load = vi.fn<() => Promise<ApplyModule>>().mockImplementation(() => Promise.reject(offlineFailure()));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderJobPage(load);

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alertdialog', { name: 'Something went wrong' })).toHaveTextContent("You seem to be offline or we can't reach the server.");
    expect(reload).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    vi.unstubAllGlobals();
  });

  it('closes with nothing left open, and the next open loads the dialog again', async () => {
    const load = vi.fn<() => Promise<ApplyModule>>().mockRejectedValueOnce(offlineFailure()).mockResolvedValue({ default: ApplyDialog });
    const { user } = renderJobPage(load);

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('dialog', { name: 'Apply to Junior accountant' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after a preload that failed, with no failure shown', async () => {
    const load = vi.fn<() => Promise<ApplyModule>>().mockRejectedValueOnce(offlineFailure()).mockResolvedValue({ default: ApplyDialog });
    const { user, Dialog } = renderJobPage(load);
    await act(async () => Dialog.preload());

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('dialog', { name: 'Apply to Junior accountant' })).toBeInTheDocument();
    expect(reports).toEqual([]);
  });

  it('tells a broken dialog from a lost connection, in the page language', async () => {
    const { user } = renderJobPage(async () => ({
      default: () => {
        throw new Error('cannot read the job');
      },
    }), arabic);

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const failure = await screen.findByRole('alertdialog', { name: arabic.t('common:states.errorTitle') });
    expect(failure).toHaveTextContent(arabic.t('common:failure.unknown'));
    expect(arabic.t('common:failure.unknown')).not.toBe(english.t('common:failure.unknown'));
  });
});

describe('LazyPartBoundary', () => {
  it('shows the failure in the part’s place, and the part once Try again loads it', async () => {
    const Preview = lazyWithPreload(
      vi
        .fn<() => Promise<{ default: () => React.ReactNode }>>()
        .mockRejectedValueOnce(offlineFailure())
        .mockResolvedValue({ default: () => <p>Junior accountant, Makati</p> }),
    );
    render(
      <I18nextProvider i18n={english}>
        <section aria-label="Job preview">
          <LazyPartBoundary loading={<p>Loading the preview</p>}>
            <Preview />
          </LazyPartBoundary>
        </section>
      </I18nextProvider>,
    );
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent("You seem to be offline or we can't reach the server.");

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Junior accountant, Makati')).toBeInTheDocument();
  });
});
