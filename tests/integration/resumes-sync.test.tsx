/**
 * W18 sync (spec section 4): analysing, then the new work experience, education and skills found, then
 * confirm and sync into the profile, then a rating (Perfect Match … Disappointed). Refusals reach the screen.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forceError, forceLatency, resetScenarios } from '../../mocks/scenario/helpers';
import { renderApp } from './render-app';
import { cardOf, MARIA_RESUMES, messageOf, openDialog, signInAsMaria } from './resumes-steps';

async function openSync() {
  signInAsMaria();
  const view = await renderApp('/manage-resume');
  const card = await cardOf(MARIA_RESUMES.autoSendPdf);
  expect(within(card).getByText('New profile items were found in this resume.')).toBeInTheDocument();
  await view.user.click(within(card).getByRole('button', { name: 'Sync to profile' }));
  return { ...view, dialog: await openDialog() };
}

afterEach(() => vi.useRealTimers());

describe('/manage-resume sync', () => {
  it('analyses, lists what it found, syncs the ticked items and takes a rating', async () => {
    // The analysis answers when the test lets the fake clock (which also follows the real one) reach it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    forceLatency('getResumeSyncableContent', 10_000);
    const { user, dialog } = await openSync();
    expect(dialog).toHaveAccessibleName(`Sync ${MARIA_RESUMES.autoSendPdf} to your profile`);
    expect(within(dialog).getByText('Analysing your resume…')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const work = await within(dialog).findByRole('group', { name: '1 new work experience' });
    expect(within(work).getByRole('checkbox', { name: /Senior Accountant · Pacific Harbor Accounting Solutions/ })).toBeChecked();
    const education = within(dialog).getByRole('group', { name: '1 new education' });
    expect(within(education).getByRole('checkbox', { name: /University of Santo Tomas/ })).toBeChecked();
    const skills = within(dialog).getByRole('group', { name: '2 new skills' });
    expect(within(dialog).getByRole('button', { name: 'Sync 4 items' })).toBeEnabled();

    await user.click(within(skills).getByRole('checkbox', { name: 'PFRS reporting' }));
    await user.click(within(education).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Sync 2 items' }));
    expect(await within(dialog).findByText('1 work experience · 0 educations · 1 skill', { exact: false })).toBeInTheDocument();

    const ratings = within(dialog).getByRole('group', { name: 'How well did the sync match your resume?' });
    expect(within(ratings).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Perfect Match', 'Pretty Good', 'Just Okay', 'Not Right', 'Disappointed',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a rating.');
    forceError('rateResumeSync', 50001);
    await user.click(within(ratings).getByRole('radio', { name: 'Pretty Good' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(50001));
    expect(within(ratings).getByRole('radio', { name: 'Pretty Good' })).toBeChecked();
    resetScenarios();
    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    expect(await within(dialog).findByText('Thank you for your rating.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // What was left stays on offer; once everything is synced the resume has nothing more to offer.
    await user.click(within(await cardOf(MARIA_RESUMES.autoSendPdf)).getByRole('button', { name: 'Sync to profile' }));
    const again = await openDialog();
    expect(await within(again).findByRole('group', { name: '1 new education' })).toBeInTheDocument();
    expect(within(again).getByRole('group', { name: '1 new skill' })).toBeInTheDocument();
    expect(within(again).queryByRole('group', { name: /work experience/ })).not.toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Sync 2 items' }));
    await within(again).findByRole('group', { name: 'How well did the sync match your resume?' });
    await user.click(within(again).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(within(screen.getByRole('article', { name: MARIA_RESUMES.autoSendPdf })).queryByRole('button', { name: 'Sync to profile' })).not.toBeInTheDocument());
  });

  it('needs at least one ticked item', async () => {
    const { user, dialog } = await openSync();
    for (const box of await within(dialog).findAllByRole('checkbox')) await user.click(box);
    expect(within(dialog).getByText('Tick at least one item to sync.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sync 0 items' })).toBeDisabled();
  });

  it.each([40001, 40004, 40006, 41044, 50001, 50009])('shows the analysis refusal %i with a retry', async (code) => {
    forceError('getResumeSyncableContent', code);
    const { dialog } = await openSync();
    expect(await within(dialog).findByText(messageOf(code).replace('{{seconds}}', '30'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });

  it.each([40001, 40004, 50001])('shows the sync refusal %i and keeps the choice', async (code) => {
    forceError('syncResumeContent', code);
    const { user, dialog } = await openSync();
    const skills = await within(dialog).findByRole('group', { name: '2 new skills' });
    await user.click(within(skills).getByRole('checkbox', { name: 'SAP FICO' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sync 3 items' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(code));
    expect(within(skills).getByRole('checkbox', { name: 'SAP FICO' })).not.toBeChecked();
  });
});
