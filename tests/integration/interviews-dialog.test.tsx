/**
 * W13 interview dialog opened from the address (`?interview={id}` on any page): the details, the
 * invitation (accept with picked times, decline with a reason), closing, focus, guests and Arabic.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { SEED_USERS } from '../../mocks/state/accounts';
import { ownInterviewOf, updateInterview } from '../../mocks/state/interviews';
import { interviewHref } from '../../web/src/lib/interview-link';
import { INTERVIEWS, interviewDialog, messageOf, signInAsMaria, pinClockForEachTest } from './interview-steps';
import { renderApp } from './render-app';
import { expectTabKeptIn } from '../support/dialog-focus';

// The seeker's own zone, as their browser would give it (the times are written in it).
vi.mock('../../web/src/lib/date-time/seeker-time-zone', () => ({ seekerTimeZone: () => 'UTC' }));

pinClockForEachTest();

describe('the dialog from the address', () => {
  it('opens over any page, shows the details in the seeker’s time zone and the interview’s, and closing removes only its parameter', async () => {
    signInAsMaria();
    const { router, user } = await renderApp(`/companies?page=2&interview=${INTERVIEWS.onsiteInFiveHours}`);
    const dialog = await interviewDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Accepted')).toBeInTheDocument();
    const when = within(dialog).getByText('Date and time').nextElementSibling as HTMLElement;
    // NOW + 5 h is 08:15 in the seeker's zone (UTC here); the interview is set in Manila, 4:15 PM there.
    expect(when.querySelector('time')).toHaveTextContent(/^Sun, Nov 22, 2026, 8:15\sAM$/);
    expect(when).toHaveTextContent(/In the interview's time zone: 4:15\sPM Philippine Standard Time/);
    expect(within(dialog).getByText('On-site interview')).toBeInTheDocument();
    expect(within(dialog).getByText('Address').nextElementSibling?.textContent).not.toBe('');
    expect(within(dialog).getByText('Ask for the HR team at the reception desk.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '+63 917 555 0103' })).toHaveAttribute('href', 'tel:+639175550103');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/companies');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows a contact number stored ungrouped (+639175550103) as the Philippines write it, calling its E.164 address', async () => {
    signInAsMaria();
    await updateInterview((await ownInterviewOf(SEED_USERS.complete, INTERVIEWS.onsiteInFiveHours))!, { contact_number: '+639175550103' });
    await renderApp(`/?interview=${INTERVIEWS.onsiteInFiveHours}`);
    const dialog = await interviewDialog();
    const number = within(dialog).getByRole('link', { name: '+63 917 555 0103' });
    expect(number).toHaveAttribute('href', 'tel:+639175550103');
    expect(number).toHaveAttribute('dir', 'ltr');
  });

  it('opens the video link (http(s) only) in a new tab, with the meeting id and passcode', async () => {
    signInAsMaria();
    await renderApp(`/?interview=${INTERVIEWS.videoInOneHour}`);
    const dialog = await interviewDialog();
    const link = within(dialog).getByRole('link', { name: 'Join the Zoom meeting (opens in a new tab)' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/zoom\.us\/j\/84500700002\?pwd=Jc700002$/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await within(dialog).findByText('84500700002')).toBeInTheDocument();
    expect(within(dialog).getByText('Passcode').nextElementSibling).toHaveTextContent('700002');
    expect(within(dialog).getByText('Video interview')).toBeInTheDocument();
  });

  it('traps the focus, closes on Escape and gives the focus back to the link that opened it', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/interviews');
    const opener = within((await screen.findAllByRole('article'))[0]!).getByRole('link');
    await user.click(opener);
    const dialog = await interviewDialog();
    await waitFor(() => expect(dialog).toHaveFocus());
    await expectTabKeptIn(user, dialog, 12);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('asks a guest to sign in and come back to the same address', async () => {
    await renderApp(`/companies?interview=${INTERVIEWS.pendingTwoTimes}`);
    const dialog = await screen.findByRole('dialog', { name: 'Interview' });
    expect(within(dialog).getByText('Sign in to see this interview')).toBeInTheDocument();
    const back = `/companies?interview=${INTERVIEWS.pendingTwoTimes}`;
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/get-started?redirect=${encodeURIComponent(back)}`);
  });

  it('says when the interview does not exist (40004) or the link is broken', async () => {
    signInAsMaria();
    const app = await renderApp('/?interview=999999');
    const dialog = await screen.findByRole('dialog', { name: 'Interview' });
    expect(await within(dialog).findByText(messageOf(40004))).toBeInTheDocument();
    await app.router.navigate('/?interview=abc');
    expect(await screen.findByText('This interview link is not valid.')).toBeInTheDocument();
  });

  it('shows a failed detail with a retry (50001)', async () => {
    signInAsMaria();
    forceError('getInterviewDetail', 50001);
    const { user } = await renderApp(`/?interview=${INTERVIEWS.onsiteInFiveHours}`);
    const dialog = await screen.findByRole('dialog', { name: 'Interview' });
    expect(await within(dialog).findByText(messageOf(50001))).toBeInTheDocument();
    resetScenarios();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await interviewDialog()).toBeInTheDocument();
  });

  it('keeps the contact number grouped and left to right in Arabic', async () => {
    signInAsMaria();
    await updateInterview((await ownInterviewOf(SEED_USERS.complete, INTERVIEWS.onsiteInFiveHours))!, { contact_number: '+639175550103' });
    await renderApp(`/ar/companies?interview=${INTERVIEWS.onsiteInFiveHours}`);
    const term = await screen.findByText('رقم التواصل', { selector: 'dt' });
    const number = within(term.nextElementSibling as HTMLElement).getByRole('link', { name: '+63 917 555 0103' });
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(number).toHaveAttribute('href', 'tel:+639175550103');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('reads right to left in Arabic', async () => {
    signInAsMaria();
    await renderApp(`/ar/companies?interview=${INTERVIEWS.onsiteInFiveHours}`);
    const term = await screen.findByText('مسؤول التواصل', { selector: 'dt' });
    expect(term.closest('dialog')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('an invitation', () => {
  it('is accepted at the picked times (1 to 3), and the dialog says so', async () => {
    signInAsMaria();
    const { user } = await renderApp(interviewHref('en-us', '/companies', INTERVIEWS.pendingTwoTimes));
    const dialog = await interviewDialog();
    expect(within(dialog).getByText('Invitation pending')).toBeInTheDocument();
    const times = within(dialog).getByRole('group', { name: 'Times the employer offered' });
    const boxes = within(times).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(within(times).getByRole('alert')).toHaveTextContent('Pick 1 to 3 times that suit you.');
    await user.click(boxes[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('You accepted the interview.')).toHaveFocus();
    expect(within(dialog).getByText('Accepted')).toBeInTheDocument();
    // The second offered time: NOW + 3 days, 03:15 in the seeker's zone (UTC), 11:15 AM in Manila.
    expect(within(dialog).getByText('Date and time').nextElementSibling).toHaveTextContent(/^Wed, Nov 25, 2026, 3:15\sAM\s?In the interview's time zone: 11:15\sAM Philippine Standard Time$/);
    expect(within(dialog).getByRole('button', { name: /^Check-in opens/ })).toBeDisabled();
  });

  it('shows the server refusing the picked times (41295) and keeps the choice', async () => {
    signInAsMaria();
    forceError('acceptInterview', 41295);
    const { user } = await renderApp(`/?interview=${INTERVIEWS.pendingTwoTimes}`);
    const dialog = await interviewDialog();
    const boxes = within(dialog).getAllByRole('checkbox');
    await user.click(boxes[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText(messageOf(41295))).toBeInTheDocument();
    expect(boxes[0]).toBeChecked();
  });

  it('is declined with a reason; "Other" needs words, and a failed call keeps them', async () => {
    signInAsMaria();
    const { user } = await renderApp(`/?interview=${INTERVIEWS.pendingTwoTimes}`);
    const dialog = await interviewDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const reasons = within(dialog).getByRole('group', { name: 'Why are you declining?' });
    expect(within(reasons).getByRole('radio', { name: 'Time conflict' })).toHaveFocus();
    expect(within(reasons).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Time conflict', 'Found another job', 'Other']);
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeInTheDocument();
    await user.click(within(reasons).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    expect(await within(dialog).findByText('Please tell the employer why.')).toBeInTheDocument();

    forceError('rejectInterview', 50001);
    const note = within(dialog).getByLabelText('Tell the employer more');
    await user.type(note, 'I moved to another city.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    expect(await within(dialog).findByText(messageOf(50001))).toBeInTheDocument();
    expect(note).toHaveValue('I moved to another city.');
    expect(within(reasons).getByRole('radio', { name: 'Other' })).toBeChecked();

    resetScenarios();
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    expect(await within(dialog).findByText('You declined the invitation.')).toBeInTheDocument();
    expect(within(dialog).getByText('Declined by you')).toBeInTheDocument();
    expect(within(dialog).getByText('Why you declined').nextElementSibling).toHaveTextContent('Other: I moved to another city.');
  });

  it('goes back from the reason form to the decline button', async () => {
    signInAsMaria();
    const { user } = await renderApp(`/?interview=${INTERVIEWS.pendingTwoTimes}`);
    const dialog = await interviewDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Decline' })).toHaveFocus());
  });
});
