/**
 * W13: every error code the interview calls list reaches the screen with its message (40003 is the
 * session rule's: the app signs out). The meeting-link binding codes get words for a job seeker.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '../../sdk/generated/operations';
import { forceError } from '../../mocks/scenario/helpers';
import { INTERVIEWS, interviewDialog, messageOf, signInAsMaria, pinClockForEachTest } from './interview-steps';
import { renderApp } from './render-app';

pinClockForEachTest();

const RETRY_AFTER = 30;

function expectedMessage(code: number): string {
  return messageOf(code).replace('{{seconds}}', String(RETRY_AFTER));
}

type Step = (dialog: HTMLElement, user: Awaited<ReturnType<typeof renderApp>>['user']) => Promise<void>;

const accept: Step = async (dialog, user) => {
  await user.click(within(dialog).getAllByRole('checkbox')[0]!);
  await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
};
const reject: Step = async (dialog, user) => {
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  await user.click(within(dialog).getByRole('radio', { name: 'Time conflict' }));
  await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
};
const cancel: Step = async (dialog, user) => {
  await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
  await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
  await user.type(within(dialog).getByLabelText('Tell the employer more'), 'Moving abroad.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
};
const checkIn: Step = async (dialog, user) => user.click(within(dialog).getByRole('button', { name: 'Check in' }));
const requestResult: Step = async (dialog, user) => user.click(within(dialog).getByRole('button', { name: 'Request the result' }));

const ACTIONS: [OperationId, number, Step, number[]][] = [
  ['acceptInterview', INTERVIEWS.pendingTwoTimes, accept, [40001, 40004, 40006, 41044, 41142, 41153, 41295, 50001]],
  ['rejectInterview', INTERVIEWS.pendingTwoTimes, reject, [40001, 40004, 40006, 41044, 41142, 50001]],
  ['cancelInterview', INTERVIEWS.onsiteInFiveHours, cancel, [40001, 40004, 40006, 41044, 41142, 41152, 41153, 50001]],
  ['submitInterviewCheckIn', INTERVIEWS.videoInOneHour, checkIn, [40001, 40004, 40006, 41044, 41142, 41147, 41148, 41149, 50001]],
  ['requestInterviewResult', INTERVIEWS.completed, requestResult, [40001, 40004, 40006, 41044, 41142, 41143, 41163, 50001]],
];

describe.each(ACTIONS)('%s', (operation, interviewId, act, codes) => {
  it.each(codes)('shows %i with its message, in the dialog', async (code) => {
    signInAsMaria();
    forceError(operation, code, { retryAfter: RETRY_AFTER });
    const { user } = await renderApp(`/companies?interview=${interviewId}`);
    const dialog = await interviewDialog();
    await act(dialog, user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(expectedMessage(code));
  });
});

describe('reading', () => {
  it.each([40001, 40004, 40006, 41044, 50001])('getInterviewDetail %i shows its message in the dialog', async (code) => {
    signInAsMaria();
    forceError('getInterviewDetail', code, { retryAfter: RETRY_AFTER });
    await renderApp(`/?interview=${INTERVIEWS.completed}`);
    const dialog = await screen.findByRole('dialog', { name: 'Interview' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(expectedMessage(code));
  });

  it.each([40001, 40006, 41044, 50001])('listInterviews %i shows its message on the page', async (code) => {
    signInAsMaria();
    forceError('listInterviews', code, { retryAfter: RETRY_AFTER });
    await renderApp('/interviews');
    expect(await screen.findByRole('alert')).toHaveTextContent(expectedMessage(code));
  });
});

describe('the meeting link', () => {
  const zoom = [INTERVIEWS.videoInOneHour, /^Join the Zoom meeting/] as const;
  const meet = [INTERVIEWS.videoInTwoAndAHalfHours, /^Join the Google Meet call/] as const;
  it.each([
    [41416, zoom, "The meeting details are not ready: the employer's Zoom account is not connected. Please contact the person below."],
    [41417, zoom, "The meeting details are not ready: the employer's Zoom connection has expired. Please contact the person below."],
    [41418, meet, "The meeting details are not ready: the employer's Google account is not connected. Please contact the person below."],
    [41419, meet, "The meeting details are not ready: the employer's Google connection has expired. Please contact the person below."],
    [41142, zoom, messageOf(41142)],
    [40004, zoom, messageOf(40004)],
    [50001, zoom, messageOf(50001)],
  ])('%i: the dialog says why the meeting details are missing, and keeps the link', async (code, [interviewId, linkName], text) => {
    signInAsMaria();
    forceError('getInterviewMeetingLink', code);
    await renderApp(`/?interview=${interviewId}`);
    const dialog = await interviewDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(within(dialog).getByRole('link', { name: linkName })).toBeInTheDocument();
  });
});
