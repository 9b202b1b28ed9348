/**
 * The shared ModalDialog on its own (issue 25 §3), as the app's entry renders it (StrictMode, whose second
 * run of refs must not lose the dialog or its focus): a native <dialog> opened with showModal(), Escape
 * through its `cancel` event to the owner (refused while busy), focus back to the opener.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ModalDialog } from '@web/components/modal-dialog';
import { createI18n } from '@web/lib/i18n';

function Page({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main id="main" tabIndex={-1}>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <a href="#behind">A link behind</a>
      </main>
      {open ? (
        <ModalDialog title="Rename" onClose={() => setOpen(false)} busy={busy}>
          <label>
            Name <input />
          </label>
        </ModalDialog>
      ) : null}
    </>
  );
}

async function renderPage(busy = false) {
  const i18n: I18n = await createI18n('en-us');
  const user = userEvent.setup();
  render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Page busy={busy} />
      </I18nextProvider>
    </StrictMode>,
  );
  return user;
}

describe('ModalDialog', () => {
  it('opens as a modal <dialog> with focus on it, keeps Tab inside, and Escape closes it with focus back on the opener', async () => {
    const user = await renderPage();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.matches(':modal')).toBe(true);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('stays open while busy: Escape is refused, and a dialog the browser closes anyway opens again', async () => {
    const user = await renderPage(true);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename' }) as HTMLDialogElement;
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(dialog.matches(':modal')).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    dialog.close();
    expect(dialog.matches(':modal')).toBe(false);
    // The browser's close event comes a task later; the busy dialog then opens again.
    await waitFor(() => expect(dialog.matches(':modal')).toBe(true));
  });
});
