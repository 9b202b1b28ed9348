/**
 * W08 "chat now / apply": the rules of spec section 6 (guests sign in and come back, an incomplete
 * profile is completed first, closed and on-hold jobs take no applications, remote jobs out of reach,
 * existing chats are continued) and the apply dialog with its codes (41136, 41134, 41274, 41127).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../mocks/state/accounts';
import { applicationsOf } from '../../mocks/state/applications';
import { forceError } from '../../mocks/scenario/helpers';
import { freshJob, jobWithStatus, mariaAppliedJob, mariaChatOnlyJob, remoteJobClosedToPhilippines, sgJob, signInAs } from './job-actions-support';
import { renderApp } from './render-app';

async function openApplyDialog(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Chat now' }));
  return screen.findByRole('dialog', { name: /^Apply for / });
}

describe('chat now for guests', () => {
  it('asks a guest to log in or register and come back to the job with the intent to chat', async () => {
    const job = await freshJob({ questions: false });
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Chat now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    const link = within(dialog).getByRole('link', { name: 'Log in or register' });
    expect(link).toHaveAttribute('href', `/get-started?redirect=${encodeURIComponent(`/job/${job.slug}?intent=chat`)}`);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat now' })).toHaveFocus();
  });

  it('keeps the language prefix in the way back', async () => {
    const job = await freshJob({ questions: false });
    const { user } = await renderApp(`/ja/job/${job.slug}`);
    await user.click(await screen.findByRole('button', { name: '今すぐチャット' }));
    const link = await screen.findByRole('link', { name: 'ログインまたは登録' });
    expect(link).toHaveAttribute('href', `/ja/get-started?redirect=${encodeURIComponent(`/ja/job/${job.slug}?intent=chat`)}`);
  });

  it('opens the apply dialog once the signed-in seeker is back, and drops the intent from the address', async () => {
    signInAs('weiLing');
    const job = await freshJob({ questions: false });
    const { router } = await renderApp(`/job/${job.slug}?intent=chat`);
    expect(await screen.findByRole('dialog', { name: `Apply for ${job.title}` })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('who may chat', () => {
  it('sends a seeker with an incomplete profile to complete it, then back to chat', async () => {
    signInAs('juan');
    const job = await freshJob({ questions: false });
    await renderApp(`/job/${job.slug}`);
    const link = await screen.findByRole('link', { name: 'Complete profile to chat' });
    expect(link).toHaveAttribute('href', `/jobseeker-complete-profile?redirect=${encodeURIComponent(`/job/${job.slug}?intent=chat`)}`);
    expect(screen.getByText('Complete your profile before chatting with recruiters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat now' })).not.toBeInTheDocument();
  });

  it('takes no applications for a closed or an on-hold job', async () => {
    signInAs('maria');
    const closed = jobWithStatus('closed');
    const first = await renderApp(`/job/${closed.slug}`);
    expect(await screen.findByText('This job is no longer accepting applications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat now' })).not.toBeInTheDocument();
    first.unmount();

    const onHold = jobWithStatus('on_hold');
    await renderApp(`/job/${onHold.slug}`);
    expect(await screen.findByText('Position is on hold: applications are paused for now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat now' })).not.toBeInTheDocument();
  });

  it('says "Working location is too far." for a remote job not open to the site\'s country', async () => {
    signInAs('maria');
    const job = remoteJobClosedToPhilippines();
    await renderApp(`/job/${job.slug}`);
    expect(await screen.findByText('Working location is too far.')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`open to candidates in: ${job.remote_details!.open_countries[0]}`))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat now' })).not.toBeInTheDocument();
  });

  it('offers "Continue chat" for a job already applied to, which opens /chat/{chatId}', async () => {
    signInAs('maria');
    const job = await mariaAppliedJob();
    const { user, router } = await renderApp(`/job/${job.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Continue chat' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/chat\/\d+$/));
    expect(screen.queryByRole('button', { name: 'Chat now' })).not.toBeInTheDocument();
  });

  it('offers both for a recruiter who already chats with the seeker about another job', async () => {
    signInAs('maria');
    const job = await mariaChatOnlyJob();
    const { user } = await renderApp(`/job/${job.slug}`);
    expect(await screen.findByRole('button', { name: 'Continue chat' })).toBeInTheDocument();
    const dialog = await openApplyDialog(user);
    expect(within(dialog).getByText(/You already chat with .*: your application continues that conversation\./)).toBeInTheDocument();
  });

  it('shows why the check failed, with a retry', async () => {
    signInAs('weiLing');
    forceError('getRedirectCondition', 50001);
    const job = await freshJob({ questions: false });
    const { user } = await renderApp(`/job/${job.slug}`);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, something went wrong on our server. Please try again later.');
    // A job the server no longer knows cannot be retried into existence.
    forceError('getRedirectCondition', 40004);
    await user.click(retry);
    expect(await screen.findByText("Sorry, we couldn't find what you were looking for.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('the apply dialog', () => {
  it('sends an application with the first message and every answer, by keyboard alone, and lands on W09', async () => {
    signInAs('weiLing');
    const job = await freshJob({ questions: true });
    const { user, router } = await renderApp(`/job/${job.slug}`);
    const chat = await screen.findByRole('button', { name: 'Chat now' });
    chat.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Apply for ${job.title}` });
    expect(dialog).toHaveFocus();

    await user.tab(); // the close control
    await user.tab();
    const message = within(dialog).getByRole('textbox', { name: 'First message' });
    expect(message).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}Hello, I can start next month.');
    for (const question of job.screening_questions) {
      await user.tab();
      expect(within(dialog).getByRole('textbox', { name: question.question })).toHaveFocus();
      await user.keyboard(`Answer to ${question.id}`);
    }
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Send application' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Application sent!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/job/${job.slug}/apply/success`);
    const sent = (await applicationsOf(SEED_USERS.singapore)).find((record) => record.job_id === job.id);
    expect(sent?.first_message).toBe('Hello, I can start next month.');
    expect(sent?.screening_answers).toEqual(job.screening_questions.map((q) => ({ question_id: q.id, answer: `Answer to ${q.id}` })));

    // The chat with the recruiter is open, with the first message in it.
    await user.click(await screen.findByRole('button', { name: 'Continue chat' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/chat\/\d+$/));
    expect(await screen.findByText('Hello, I can start next month.')).toBeInTheDocument();
  });

  it('requires every screening question before sending anything', async () => {
    signInAs('weiLing');
    const job = await freshJob({ questions: true });
    const { user } = await renderApp(`/job/${job.slug}`);
    const dialog = await openApplyDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const first = within(dialog).getByRole('textbox', { name: job.screening_questions[0]!.question });
    await waitFor(() => expect(first).toHaveAccessibleDescription('This field is required.'));
    expect(await applicationsOf(SEED_USERS.singapore)).toEqual([]);
  });

  it.each([
    [41136, 'Please answer all the screening questions before you apply.'],
    [41134, 'Your application is being processed. Please wait a moment.'],
    [41127, 'Oops! This position is no longer open'],
    [41113, 'Position has been deleted'],
    [41140, 'You cannot start a chat with yourself.'],
    [40006, /Too many attempts/i],
  ] as const)('shows %i in the dialog and keeps what was typed', async (code, message) => {
    signInAs('weiLing');
    const job = await freshJob({ questions: false });
    forceError('applyToJob', code);
    const { user } = await renderApp(`/job/${job.slug}`);
    const dialog = await openApplyDialog(user);
    const field = within(dialog).getByRole('textbox', { name: 'First message' });
    await user.clear(field);
    await user.type(field, 'Kept after a failure');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveValue('Kept after a failure');
    expect(screen.getByRole('dialog', { name: `Apply for ${job.title}` })).toBeInTheDocument();
  });

  it('shows "Eligibility Mismatch" for a Singapore job without a verified identity, with the way to verify it', async () => {
    signInAs('weiLing');
    const job = sgJob();
    const { user } = await renderApp(`/job/${job.slug}`, { host: 'sg.localhost' });
    const dialog = await openApplyDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Eligibility Mismatch');
    expect(within(alert).getByRole('link', { name: 'Verify your identity with Singpass' })).toHaveAttribute('href', '/singpass-verification');
  });
});
