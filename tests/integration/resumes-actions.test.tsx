/**
 * W18 /manage-resume, each resume's actions: rename (no special characters; the typed name survives a
 * refusal), send by email, delete (never the auto-send resume: 41186), auto-send on and off, and the
 * refresh that is free for 7 days. Every code these calls list reaches the screen with its message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMockClock } from '../../mocks/db/mock-clock';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { renderApp } from './render-app';
import { cardOf, MARIA_RESUMES, messageOf, openDialog, region, signInAsJuan, signInAsMaria } from './resumes-steps';

afterEach(() => {
  setMockClock(undefined);
  vi.useRealTimers();
});

async function openPage() {
  signInAsMaria();
  const view = await renderApp('/manage-resume');
  await cardOf(MARIA_RESUMES.docx);
  return view;
}

function notice(section: string): HTMLElement {
  return within(region(section)).getAllByRole('status')[0]!;
}

describe('/manage-resume actions', () => {
  it('renames a resume, refusing special characters and keeping what was typed when the server refuses', async () => {
    const { user } = await openPage();
    await user.click(within(await cardOf(MARIA_RESUMES.docx)).getByRole('button', { name: 'Rename' }));
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleName('Rename resume');
    const field = within(dialog).getByRole('textbox', { name: 'Resume name' });
    expect(field).toHaveValue('Maria_Santos_CV_Finance');

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    await user.type(field, 'Maria: CV/Finance?');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('The name cannot contain these characters'));

    forceError('renameResume', 40001);
    await user.clear(field);
    await user.type(field, 'Maria Santos - Finance');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(40001));
    expect(field).toHaveValue('Maria Santos - Finance');

    resetScenarios();
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notice('My resumes')).toHaveTextContent('The resume is now called Maria Santos - Finance.docx.');
    expect(await cardOf('Maria Santos - Finance.docx')).toBeInTheDocument();
  });

  it.each([40004, 40006, 50001])('shows the rename refusal %i', async (code) => {
    const { user } = await openPage();
    forceError('renameResume', code);
    await user.click(within(await cardOf(MARIA_RESUMES.docx)).getByRole('button', { name: 'Rename' }));
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    const message = messageOf(code).replace('{{seconds}}', '30');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('sends a resume by email, checking the address and keeping it when the delivery fails', async () => {
    const { user } = await openPage();
    await user.click(within(await cardOf(MARIA_RESUMES.autoSendPdf)).getByRole('button', { name: 'Send by email' }));
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleName('Send resume by email');
    const field = within(dialog).getByRole('textbox', { name: 'Email address' });
    await user.type(field, 'hr@pacificharbor');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address.'));

    forceError('sendResumeEmail', 50015);
    await user.type(field, '.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(50015));
    expect(field).toHaveValue('hr@pacificharbor.example.com');

    resetScenarios();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notice('My resumes')).toHaveTextContent(`${MARIA_RESUMES.autoSendPdf} was sent to hr@pacificharbor.example.com.`);
  });

  it('deletes a resume after confirmation; the auto-send one cannot be, and the refusal 41186 is shown', async () => {
    const { user } = await openPage();
    const autoSend = await cardOf(MARIA_RESUMES.autoSendPdf);
    expect(within(autoSend).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(autoSend).getByRole('switch', { name: 'Send automatically with my applications' })).toHaveAccessibleDescription(
      'This resume is sent automatically with your applications, so it cannot be deleted. Choose another resume for auto-send first.',
    );

    // The server has the last word (another tab may have moved auto-send): its refusal stays in the dialog.
    forceError('deleteResume', 41186);
    await user.click(within(await cardOf(MARIA_RESUMES.docx)).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete resume?' });
    expect(dialog).toHaveAccessibleDescription(`Delete ${MARIA_RESUMES.docx}? This cannot be undone.`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(41186));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    resetScenarios();
    await user.click(within(await cardOf(MARIA_RESUMES.docx)).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(notice('My resumes')).toHaveTextContent(`${MARIA_RESUMES.docx} was deleted.`);
    await waitFor(() => expect(screen.queryByRole('article', { name: MARIA_RESUMES.docx })).not.toBeInTheDocument());
    expect(screen.getByText('1 of 3 uploaded resumes')).toBeInTheDocument();
  });

  it.each([40001, 40004, 40006, 41044, 50001])('shows the delete refusal %i', async (code) => {
    const { user } = await openPage();
    forceError('deleteResume', code);
    await user.click(within(await cardOf(MARIA_RESUMES.docx)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(code).replace('{{seconds}}', '30'));
  });

  it('moves auto-send to another resume (which frees the old one for deletion) and turns it off', async () => {
    const { user } = await openPage();
    const docxSwitch = within(await cardOf(MARIA_RESUMES.docx)).getByRole('switch', { name: 'Send automatically with my applications' });
    expect(docxSwitch).not.toBeChecked();
    await user.click(docxSwitch);
    await waitFor(() => expect(within(screen.getByRole('article', { name: MARIA_RESUMES.autoSendPdf })).getByRole('switch')).not.toBeChecked());
    expect(within(screen.getByRole('article', { name: MARIA_RESUMES.docx })).getByRole('switch')).toBeChecked();
    expect(within(screen.getByRole('article', { name: MARIA_RESUMES.autoSendPdf })).getByRole('button', { name: 'Delete' })).toBeEnabled();

    await user.click(within(screen.getByRole('article', { name: MARIA_RESUMES.docx })).getByRole('switch'));
    await waitFor(() => expect(screen.getAllByRole('switch').filter((control) => (control as HTMLInputElement).checked)).toHaveLength(0));

    forceError('setAutoSendResume', 50001);
    await user.click(within(screen.getByRole('article', { name: MARIA_RESUMES.docx })).getByRole('switch'));
    expect(await within(screen.getByRole('article', { name: MARIA_RESUMES.docx })).findByRole('alert')).toHaveTextContent(messageOf(50001));
    expect(within(screen.getByRole('article', { name: MARIA_RESUMES.docx })).getByRole('switch')).not.toBeChecked();
  });

  it('refreshes for free for 7 days from the first refresh, then says the free days are over', async () => {
    const firstRefresh = Date.parse('2026-11-22T02:00:00Z');
    setMockClock(firstRefresh);
    // The page judges the free days by the browser's clock: the same day as the mocks', whatever today is.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(firstRefresh + 60_000);
    const { user } = await openPage();
    const refresh = screen.getByRole('region', { name: 'Refresh your resumes' });
    expect(within(refresh).getByText('Refreshing is free for 7 days from your first refresh.')).toBeInTheDocument();
    expect(within(refresh).getByText('Not refreshed yet.')).toBeInTheDocument();
    await user.click(within(refresh).getByRole('button', { name: 'Refresh now' }));
    expect(await within(refresh).findByText(/^Last refreshed Nov 22, 2026/)).toBeInTheDocument();
    expect(within(refresh).getByText(/^Refreshing is free for 7 days: until Nov 29, 2026/)).toBeInTheDocument();

    forceError('refreshResumes', 40005);
    await user.click(within(refresh).getByRole('button', { name: 'Refresh now' }));
    expect(await within(refresh).findByRole('alert')).toHaveTextContent(messageOf(40005));
  });

  it('cannot refresh without a resume', async () => {
    signInAsJuan();
    await renderApp('/manage-resume');
    const refresh = await screen.findByRole('region', { name: 'Refresh your resumes' });
    expect(within(refresh).getByRole('button', { name: 'Refresh now' })).toBeDisabled();
    expect(within(refresh).getByText('Add a resume to refresh it.')).toBeInTheDocument();
  });

  it('has a list error state with a retry', async () => {
    signInAsMaria();
    forceError('listResumes', 50001);
    const { user } = await renderApp('/manage-resume');
    const mine = await screen.findByRole('region', { name: 'My resumes' });
    expect(await within(mine).findByText(messageOf(50001))).toBeInTheDocument();
    resetScenarios();
    await user.click(within(mine).getByRole('button', { name: 'Try again' }));
    expect(await cardOf(MARIA_RESUMES.docx)).toBeInTheDocument();
  });
});
