/**
 * W12 chat, the record of what was sent: `/chat/sent-resumes` lists which resume (file and version) went
 * to which recruiter (company, job) and when, each linking to its conversation; a resume sent in a
 * conversation joins it, and its card says which version went out. Empty and error states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError } from '../../mocks/scenario/helpers';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { seedSessionUsers } from '../support/factories/session-user-factory';
import { CHAT, openConversation, sendResumeFromConversation, signInMariaForChat } from './chat-support';
import { renderApp } from './render-app';

signInMariaForChat();

async function sentResumes() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Sent resumes' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Sent resumes' });
  return within(list).getAllByRole('listitem');
}

describe('sent resumes', () => {
  it('lists the resume sent with its version, the recruiter, the job and when, linked to its conversation', async () => {
    const { user, router } = await renderApp('/chat/sent-resumes');
    const [item, ...others] = await sentResumes();
    expect(others).toHaveLength(0);
    expect(within(item!).getByRole('heading', { name: 'Maria_Santos_Resume_2026.pdf' })).toBeInTheDocument();
    expect(within(item!).getByText('Updated Oct 18, 2026')).toBeInTheDocument();
    expect(within(item!).getByText(/Seen by the recruiter$/)).toBeInTheDocument();
    expect(document.title).toBe('Sent resumes');
    await user.click(within(item!).getByRole('link', { name: /^Open the conversation with / }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${CHAT.bothReplied}`));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('shows a resume sent in a conversation first, with the version the card names', async () => {
    const { user, history } = await openConversation(CHAT.offers);
    await sendResumeFromConversation(user, history, 'Maria_Santos_CV_Finance.docx');
    expect(within(history).getByText('(version of Oct 5, 2026)')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sent resumes' }));
    const [latest, seeded] = await sentResumes();
    expect(within(latest!).getByRole('heading', { name: 'Maria_Santos_CV_Finance.docx' })).toBeInTheDocument();
    expect(within(latest!).getByText('Updated Oct 5, 2026')).toBeInTheDocument();
    expect(within(latest!).getByText(/Not seen yet$/)).toBeInTheDocument();
    expect(within(latest!).getByRole('link', { name: /^Open the conversation with / })).toHaveAttribute('href', `/chat/${CHAT.offers}`);
    expect(within(seeded!).getByRole('heading', { name: 'Maria_Santos_Resume_2026.pdf' })).toBeInTheDocument();
  });

  it('says when nothing was sent yet', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.newUser, user: seedSessionUsers.juan() });
    await renderApp('/chat/sent-resumes');
    expect(await screen.findByText('You have not sent a resume yet')).toBeInTheDocument();
    expect(screen.getByText('In a conversation, choose “Send resume” once you and the recruiter have both replied.')).toBeInTheDocument();
  });

  it('shows a server failure with its message and retries', async () => {
    forceError('listSentResumes', 50001);
    const { user } = await renderApp('/chat/sent-resumes');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something went wrong on our server. Please try again later.');
    const { resetScenarios } = await import('../../mocks/scenario/helpers');
    resetScenarios();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await sentResumes()).toHaveLength(1);
  });

  it('waits out too many attempts (40006) before a retry', async () => {
    forceError('listSentResumes', 40006, { retryAfter: 12 });
    await renderApp('/chat/sent-resumes');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Too many attempts\. Please try again in \d+ seconds\./);
    expect(within(alert).getByRole('button', { name: /Try again in \d+ s/ })).toBeDisabled();
  });

  it('answers an unknown chat page with the not-found view', async () => {
    await renderApp('/chat/sent-resume');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page does not exist' })).toBeInTheDocument();
  });
});
