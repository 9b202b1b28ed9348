/**
 * W12 chat, the ghosting guard: every conversation says how fast the recruiter usually replies, or when
 * the reply to the job seeker's waiting message can be expected (in the list, short; in the header, a
 * sentence with the response rate), that a recruiter replies rarely, or that a conversation went
 * unanswered, with other jobs to look at.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setRecruiterReplyDelay } from '../../mocks/handlers/chat';
import { SEED_USERS } from '../../mocks/state/accounts';
import { hasSocketClient } from '../../mocks/state/chat-socket-hub';
import { CHAT, openConversation, signInMariaForChat } from './chat-support';
import { renderApp } from './render-app';

signInMariaForChat();

/** Seeded conversations the guard treats differently (mocks/state/chat-seed.ts and chat-seed-extras.ts). */
const FAST_LABEL = /^(Just replied|Replied \d+ minutes ago|High response rate)$/;
const ANY_LABEL = /^(Just replied|Replied \d+ minutes ago|Active today|Active within (three|seven) days|High response rate)$/;
const GUARD = { fast: CHAT.bothReplied, slow: CHAT.phoneRequest, late: CHAT.appliedOnly, unanswered: CHAT.hybrid } as const;

async function listItems() {
  const list = await screen.findByRole('list', { name: 'All' });
  const item = (chatId: number) => {
    const link = within(list).getAllByRole('link').find((a) => a.getAttribute('href') === `/chat/${chatId}`);
    if (!link) throw new Error(`No list item for chat ${chatId}`);
    return link;
  };
  return { list, item };
}

describe('reply expectations in the conversation list', () => {
  it('tells a fast recruiter from a slow one, a late reply, a recruiter who rarely replies and an unanswered chat', async () => {
    await renderApp('/chat');
    const { list, item } = await listItems();
    expect(within(item(GUARD.fast)).getByText('Usually replies within 6 hours')).toBeInTheDocument();
    expect(within(item(GUARD.slow)).getByText('Usually replies within 2 days')).toBeInTheDocument();
    expect(within(item(GUARD.late)).getByText(/^Reply expected by [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeInTheDocument();
    expect(within(item(GUARD.unanswered)).getByText('No reply for 10 days')).toBeInTheDocument();
    expect(within(list).getAllByText('Replies rarely')).toHaveLength(1);
  });

  it('never says a recruiter replies fast beside "No reply for 10 days" or "Replies rarely"', async () => {
    await renderApp('/chat');
    const { list, item } = await listItems();
    const rarely = within(list).getByText('Replies rarely').closest('a')!;
    for (const contradicted of [item(GUARD.unanswered), rarely]) expect(within(contradicted).queryByText(FAST_LABEL)).not.toBeInTheDocument();
    // Beside an expectation the fast labels still show.
    expect(within(item(GUARD.fast)).getByText(ANY_LABEL)).toBeInTheDocument();
  });
});

describe('reply expectations in the conversation header', () => {
  it('says how fast a fast recruiter usually replies, with their response rate', async () => {
    await openConversation(GUARD.fast);
    expect(screen.getByText(/^Usually replies within 6 hours\. .+ answers 89% of conversations\.$/)).toBeInTheDocument();
  });

  it('says how slowly a slow recruiter usually replies', async () => {
    await openConversation(GUARD.slow);
    expect(screen.getByText(/^Usually replies within 2 days\. .+ answers 56% of conversations\.$/)).toBeInTheDocument();
  });

  it('expects the reply to a message just sent within the usual time', async () => {
    setRecruiterReplyDelay(60_000);
    const { user } = await openConversation(GUARD.fast);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Tomorrow morning works for me.{Enter}');
    expect(await screen.findByText(/^Reply expected within 6 hours\. .+ answers 89% of conversations\.$/)).toBeInTheDocument();
  });

  it('gives a date once the usual time has passed', async () => {
    await openConversation(GUARD.late);
    expect(screen.getByText(/^Reply expected by [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\. .+ answers 86% of conversations\.$/)).toBeInTheDocument();
  });

  it('marks an unanswered conversation and offers other jobs like it', async () => {
    const { user, router } = await openConversation(GUARD.unanswered);
    expect(screen.getByText('No reply for 10 days — consider other jobs.')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).queryByText(FAST_LABEL)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /^Find other .+ jobs$/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/jobs-hiring\/.+-jobs$/));
  });

  it('says a recruiter with a low response rate replies rarely', async () => {
    const { user } = await renderApp('/chat');
    const { list } = await listItems();
    const rarely = within(list).getByText('Replies rarely').closest('a');
    if (!rarely) throw new Error('No conversation with a recruiter who rarely replies');
    await user.click(rarely);
    expect(await screen.findByText(/^Replies rarely: .+ answers only 26% of conversations\. Keep other jobs in view\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Find other .+ jobs$/ })).toBeInTheDocument();
  });

  it('lifts the unanswered mark once the recruiter answers', async () => {
    const { user } = await openConversation(GUARD.unanswered);
    await waitFor(() => expect(hasSocketClient(SEED_USERS.complete)).toBe(true));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello again! Is the role still open?{Enter}');
    expect(await screen.findByText(/^Usually replies within 6 hours\. .+ answers 60% of conversations\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/^No reply for/)).not.toBeInTheDocument();
    // The recruiter's activity shows again once nothing contradicts it.
    expect(within(screen.getByRole('article')).getByText(ANY_LABEL)).toBeInTheDocument();
  });
});
