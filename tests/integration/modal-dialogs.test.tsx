/**
 * Issue 25 §3: every modal dialog is a native <dialog> opened with showModal() (lib/use-modal-dialog.ts),
 * so the browser keeps the page behind out of reach (inert: no Tab, no pointer, no screen reader) while it
 * is open. happy-dom does not make the page inert; what it can show is that the dialog is a modal one
 * (`open` and `:modal`, from showModal(), tests/support/modal-dialogs.ts) over a page that holds none of it,
 * that Tab stays inside, that Escape goes through React (the owner closes it) and that focus comes back.
 * The e2e suite (Chromium) sees the real thing.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshJob, signInAs } from './job-actions-support';
import { renderApp } from './render-app';
import { expectTabKeptIn } from '../support/dialog-focus';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The job page's "More" (the header has a "More" of its own). */
async function moreActions(): Promise<HTMLElement> {
  return within(await screen.findByRole('region', { name: 'Job actions' })).getByRole('button', { name: 'More' });
}

/** A modal <dialog>: all of the page but the dialog is inert in a browser, its opener among it. */
function expectModal(dialog: HTMLElement, opener: HTMLElement): void {
  expect(dialog.tagName).toBe('DIALOG');
  expect(dialog).toHaveAttribute('open');
  expect(dialog.matches(':modal')).toBe(true);
  expect(dialog.contains(opener)).toBe(false);
  // The only modal dialog: nothing else of the page is open over or under it.
  expect([...document.querySelectorAll('dialog')].filter((element) => element.matches(':modal'))).toEqual([dialog]);
}

describe('a dialog of the job page ("More", then "Report")', () => {
  it('is a native modal: the page behind is out of reach, Tab stays inside, Escape closes it and focus goes back to "More"', async () => {
    signInAs('maria');
    const job = await freshJob({ questions: false });
    const { user } = await renderApp(`/job/${job.slug}`);
    const more = await moreActions();
    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    expectModal(dialog, more);
    await waitFor(() => expect(dialog).toHaveFocus());

    await within(dialog).findAllByRole('radio');
    await expectTabKeptIn(user, dialog, 15);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.querySelector('dialog')).toBeNull();
    await waitFor(() => expect(more).toHaveFocus());
  });

  it('never closes behind React’s back: a dialog the browser closes itself is closed by its owner too', async () => {
    signInAs('maria');
    const job = await freshJob({ questions: false });
    const { user } = await renderApp(`/job/${job.slug}`);
    const more = await moreActions();
    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Not for me' }));
    const dialog = (await screen.findByRole('dialog', { name: 'Not the right job?' })) as HTMLDialogElement;
    expectModal(dialog, more);
    // As Chromium does on a second Escape with no user action in between: `cancel` cannot be refused.
    act(() => dialog.close());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
  });
});

describe('the search filters as a sheet (phone)', () => {
  it('is a native modal; a click on its backdrop closes it (one inside does not) and focus goes back to "Filters"', async () => {
    const { user } = await renderApp('/jobs-hiring/job-search?jobType=full-time');
    const toggle = await screen.findByRole('button', { name: 'Filters (1)' });
    await user.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Filters (1)' });
    expectModal(sheet, toggle);
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(within(sheet).getByRole('checkbox', { name: 'Remote' })).toBeInTheDocument();

    // The sheet's box on a 390 × 844 phone: its lower 88 %; above it, the backdrop. A browser targets a click
    // on either at the dialog. (Events, not user-event's pointer, which would focus <main> around the sheet:
    // a browser does not, the page being inert.)
    vi.spyOn(sheet, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 100, 390, 744));
    const press = (clientY: number) => {
      fireEvent.pointerDown(sheet, { clientX: 200, clientY });
      fireEvent.click(sheet, { clientX: 200, clientY });
    };
    press(400);
    expect(sheet).toBeInTheDocument();
    press(50);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
    // The panel is back in the page as the (wide screens') sidebar, named by its title.
    expect(screen.getByRole('region', { name: 'Filters (1)' })).toBeInTheDocument();
  });
});
