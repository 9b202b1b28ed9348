/**
 * W13 time windows on the mocks' pinned clock (the app's clock pinned with it): check-in from 2 hours
 * before to 30 minutes after the start, cancelling until 3 hours before, the result from its enable
 * date and only after attending; the no-show ban said before and when the server refuses for it.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { HOUR, INTERVIEWS, interviewDialog, messageOf, MINUTE, NOW, pinClock, signInAsMaria, pinClockForEachTest } from './interview-steps';
import { renderApp } from './render-app';

// A seeker in Manila, as their browser would say: every time is written in Manila's clock, unnamed (the
// dialog names the zone once), the video interviews' (which have no zone of their own) too.
vi.mock('../../web/src/lib/date-time/seeker-time-zone', () => ({ seekerTimeZone: () => 'Asia/Manila' }));

pinClockForEachTest();

const BAN_RULE = 'Not attending 3 interviews within 3 months leads to a 6-month ban from interviews. If you cannot come, cancel in time.';

async function openInterview(id: number, path = '/') {
  signInAsMaria();
  const app = await renderApp(`${path}?interview=${id}`);
  return { ...app, dialog: await interviewDialog() };
}

describe('check-in', () => {
  it('before the window: the button says when it opens (2 hours before the start)', async () => {
    const { dialog } = await openInterview(INTERVIEWS.onsiteInFiveHours);
    // Starts 08:15 UTC (4:15 PM in Manila): check-in opens at 2:15 PM Manila time.
    expect(within(dialog).getByRole('button', { name: /^Check-in opens Nov 22, 2:15\sPM$/ })).toBeDisabled();
    expect(within(dialog).getByText('You can check in from 2 hours before the start until 30 minutes after it.')).toBeInTheDocument();
    expect(within(dialog).getByText(BAN_RULE)).toBeInTheDocument();
  });

  it('inside the window: checks in, once', async () => {
    const { dialog, user } = await openInterview(INTERVIEWS.videoInOneHour);
    const button = within(dialog).getByRole('button', { name: 'Check in' });
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription(/^Check-in closes Nov 22, 12:45\sPM\.$/);
    expect(within(dialog).getByText(BAN_RULE)).toBeInTheDocument();
    await user.click(button);
    expect(await within(dialog).findByText('You are checked in.')).toHaveFocus();
    expect(within(dialog).getByText(/^You checked in Nov 22, 11:15\sAM\.$/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    // The result opens half an hour after the start.
    expect(within(dialog).getByRole('button', { name: /^Result can be requested from Nov 22, 12:45\sPM$/ })).toBeDisabled();
  });

  it('after the window (more than 30 minutes after the start): the button says it closed', async () => {
    pinClock(NOW + HOUR + 31 * MINUTE);
    const { dialog } = await openInterview(INTERVIEWS.videoInOneHour);
    expect(within(dialog).getByRole('button', { name: 'Check-in closed' })).toBeDisabled();
    expect(within(dialog).getByText(/^Check-in closed Nov 22, 12:45\sPM, 30 minutes after the start\.$/)).toBeInTheDocument();
  });

  it('opens while the dialog is open, as the clock passes 2 hours before the start', async () => {
    // The dialog's clock ticks every 30 s: intervals are faked too, to let that time pass at once.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    pinClock(NOW - HOUR - 10 * MINUTE);
    const { dialog } = await openInterview(INTERVIEWS.videoInOneHour);
    expect(within(dialog).getByRole('button', { name: /^Check-in opens Nov 22, 10:15\sAM$/ })).toBeDisabled();
    pinClock(NOW - HOUR);
    act(() => vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Check in' })).toBeEnabled());
  });

  it.each([
    [41148, 'the window has not opened'],
    [41149, 'the window has closed'],
    [41147, 'already checked in'],
    [41142, 'the status does not allow it'],
  ])('shows the server refusing with %i (%s)', async (code) => {
    forceError('submitInterviewCheckIn', code);
    const { dialog, user } = await openInterview(INTERVIEWS.videoInOneHour);
    const button = within(dialog).getByRole('button', { name: 'Check in' });
    await user.click(button);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(messageOf(code));
    expect(button).toHaveAccessibleDescription(expect.stringContaining(messageOf(code)));
  });

  it('explains the no-show ban when the server refuses for it (41044)', async () => {
    forceError('submitInterviewCheckIn', 41044);
    const { dialog, user } = await openInterview(INTERVIEWS.videoInOneHour);
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(messageOf(41044));
    expect(alert).toHaveTextContent('This can be because of the no-show rule: not attending 3 interviews within 3 months leads to a 6-month ban from interviews.');
  });
});

describe('cancelling', () => {
  it('more than 3 hours ahead: says until when, asks why, and cancels', async () => {
    const { dialog, user } = await openInterview(INTERVIEWS.onsiteInFiveHours);
    const button = within(dialog).getByRole('button', { name: 'Cancel interview' });
    expect(button).toHaveAccessibleDescription(/^You can cancel until Nov 22, 1:15\sPM, 3 hours before the start\.$/);
    await user.click(button);
    expect(within(dialog).getByRole('heading', { name: 'Cancel the interview' })).toBeInTheDocument();
    expect(within(dialog).getByText(BAN_RULE)).toBeInTheDocument();
    const reasons = within(dialog).getByRole('group', { name: 'Why are you cancelling?' });
    await user.click(within(reasons).getByRole('radio', { name: 'Time conflict' }));
    await user.type(within(dialog).getByLabelText('Tell the employer more'), 'A family matter.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    expect(await within(dialog).findByText('You cancelled the interview.')).toBeInTheDocument();
    expect(within(dialog).getByText('Cancelled')).toBeInTheDocument();
    expect(within(dialog).getByText('Why it was cancelled').nextElementSibling).toHaveTextContent('Time conflict: A family matter.');
    expect(within(dialog).getByText('This interview was cancelled.')).toBeInTheDocument();
  });

  it('within 3 hours of the start: says so before the user tries', async () => {
    const { dialog } = await openInterview(INTERVIEWS.videoInTwoAndAHalfHours);
    const button = within(dialog).getByRole('button', { name: 'Cancel interview' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/^Interviews cannot be cancelled within 3 hours of the start \(cancelling closed Nov 22, 10:45\sAM\)\./);
  });

  it('closes as the clock reaches 3 hours before the start', async () => {
    pinClock(NOW + 2 * HOUR + 1 * MINUTE);
    const { dialog } = await openInterview(INTERVIEWS.onsiteInFiveHours);
    expect(within(dialog).getByRole('button', { name: 'Cancel interview' })).toBeDisabled();
  });

  it('shows the server refusing (41152) and keeps the reason and the text', async () => {
    forceError('cancelInterview', 41152);
    const { dialog, user } = await openInterview(INTERVIEWS.onsiteInFiveHours);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Found another job' }));
    const note = within(dialog).getByLabelText('Tell the employer more');
    await user.type(note, 'I signed yesterday.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(41152));
    expect(note).toHaveValue('I signed yesterday.');
    expect(within(dialog).getByRole('radio', { name: 'Found another job' })).toBeChecked();
    resetScenarios();
  });
});

describe('the result', () => {
  it('is requested once after attending, and then awaited', async () => {
    const { dialog, user } = await openInterview(INTERVIEWS.completed);
    expect(within(dialog).getByText('Completed')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request the result' }));
    expect(await within(dialog).findByText('The result has been requested.')).toBeInTheDocument();
    expect(within(dialog).getByText('Awaiting result')).toBeInTheDocument();
    expect(within(dialog).getByText(/^You requested the result Nov 22, 11:15\sAM\. The employer will let you know\.$/)).toBeInTheDocument();
  });

  it('cannot be asked for an interview not attended', async () => {
    const { dialog } = await openInterview(INTERVIEWS.notAttended);
    expect(within(dialog).getByText('Not attended')).toBeInTheDocument();
    expect(within(dialog).getByText('You did not attend this interview, so there is no result to request.')).toBeInTheDocument();
    expect(within(dialog).getByText(BAN_RULE)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /result/i })).not.toBeInTheDocument();
  });

  it('shows a decided result', async () => {
    const { dialog } = await openInterview(INTERVIEWS.passed);
    expect(within(dialog).getByText('Passed')).toBeInTheDocument();
    expect(within(dialog).getByText('Congratulations, you passed this interview.')).toBeInTheDocument();
  });

  it.each([41163, 41143, 41142])('shows the server refusing with %i', async (code) => {
    forceError('requestInterviewResult', code);
    const { dialog, user } = await openInterview(INTERVIEWS.completed);
    await user.click(within(dialog).getByRole('button', { name: 'Request the result' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(code));
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});
