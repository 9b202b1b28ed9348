/**
 * The chat cache against a fetch already under way: a message the socket brings while the history is
 * being read again must not be overwritten by that read's older answer.
 */
import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import type { ChatMessage, MessagePage } from '@sdk/generated/chat/hooks';
import { messagesOf, upsertMessage } from '@web/features/chat/chat-cache';
import { messagesQuery } from '@web/features/chat/chat-queries';
import type { QueryScope } from '@web/lib/query-scope';

const scope: QueryScope = { country: 'ph', language: 'en-us', user: 900001 };
const CHAT_ID = 3001;

function message(id: number, text: string): ChatMessage {
  return {
    id, chat_id: CHAT_ID, sender: 'recruiter', type: 'text', text, status: 'sent', created_at: '2026-11-24T08:00:00Z', recalled_at: null,
    resume: null, phone_exchange: null, interview: null, offer: null,
  } as ChatMessage;
}

function page(messages: ChatMessage[]): MessagePage {
  return { messages, has_more: false, next_before_id: null } as MessagePage;
}

it('keeps a message that arrives while the history is being read again', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const options = messagesQuery(scope, CHAT_ID);
  // What the server holds; each read answers what it held when the read began, once let through.
  let stored = [message(1, 'Hello')];
  const waiting: (() => void)[] = [];
  const queryFn = async () => {
    const answer = page(stored);
    await new Promise<void>((resolve) => waiting.push(resolve));
    return answer;
  };
  const observer = new InfiniteQueryObserver(client, { ...options, queryFn } as never);
  const stop = observer.subscribe(() => {});
  async function letReadsThrough(): Promise<void> {
    for (let round = 0; round < 10 && (waiting.length > 0 || client.isFetching() > 0); round += 1) {
      waiting.splice(0).forEach((release) => release());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  await letReadsThrough();

  void observer.refetch(); // a read under way (the socket reopened, say): it will answer "Hello" only
  await new Promise((resolve) => setTimeout(resolve, 0));
  stored = [...stored, message(2, 'Thanks for your message!')];
  upsertMessage(client, scope, message(2, 'Thanks for your message!'));
  await letReadsThrough();

  const data = client.getQueryData<InfiniteData<MessagePage>>(options.queryKey);
  expect(messagesOf(data).map((m) => m.text)).toEqual(['Hello', 'Thanks for your message!']);
  stop();
});
