/** Shared steps of the chat suites: Maria (the seeded user with chats) is signed in and the mock recruiter answers at once. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach } from 'vitest';
import { setRecruiterReplyDelay } from '../../mocks/handlers/chat';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { seedSessionUsers } from '../support/factories/session-user-factory';
import { renderApp } from './render-app';

/** Maria's seeded conversations, in seed order (mocks/state/chat-seed.ts). */
export const CHAT = {
  bothReplied: 3001,
  interview: 3002,
  muted: 3003,
  notInterested: 3004,
  offers: 3005,
  appliedOnly: 3006,
  failedMessage: 3007,
  hybrid: 3008,
  phoneRequest: 3009,
} as const;

export function signInMariaForChat(): void {
  beforeEach(() => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: seedSessionUsers.maria() });
    setRecruiterReplyDelay(0);
  });
  afterEach(() => setRecruiterReplyDelay(undefined));
}

/** Opens a conversation and waits until its composer is there. */
export async function openConversation(chatId: number, prefix = '') {
  const view = await renderApp(`${prefix}/chat/${chatId}`);
  await screen.findByRole('textbox', { name: 'Message' });
  return { ...view, history: screen.getByRole('region', { name: 'Messages' }) };
}

/** Sends one of Maria's resumes from the open conversation's "Send resume" dialog and waits for its card. */
export async function sendResumeFromConversation(user: UserEvent, history: HTMLElement, filename: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Send resume' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send a resume' });
  await user.click(await within(dialog).findByRole('radio', { name: filename }));
  await user.click(within(dialog).getByRole('button', { name: 'Send resume' }));
  await within(history).findByText(filename);
}
