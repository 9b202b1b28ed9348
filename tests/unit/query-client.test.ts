/**
 * Errors are shown where they happen (decision 0019): a failed query or mutation reaches the notification
 * bar only when its call opted in with `meta.notifyOnError`; otherwise the screen or form that made it shows it.
 */
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';

const failure = new Error('the call failed');

async function failQuery(meta?: { notifyOnError: true }) {
  const notify = vi.fn();
  const client = createQueryClient(notify);
  const observer = new QueryObserver(client, { queryKey: ['failing', meta], queryFn: () => Promise.reject(failure), retry: false, meta });
  const settled = new Promise<void>((resolve) => observer.subscribe((result) => result.isError && resolve()));
  await settled;
  return notify;
}

async function failMutation(meta?: { notifyOnError: true }) {
  const notify = vi.fn();
  const client = createQueryClient(notify);
  const observer = new MutationObserver(client, { mutationFn: () => Promise.reject(failure), meta });
  await observer.mutate().catch(() => undefined);
  return notify;
}

describe('the notification bar', () => {
  it('stays quiet for a failed query: its screen shows the error', async () => {
    expect(await failQuery()).not.toHaveBeenCalled();
  });

  it('stays quiet for a failed mutation: its form or dialog shows the error', async () => {
    expect(await failMutation()).not.toHaveBeenCalled();
  });

  it('says what failed for a call that opted in (a background action with no place on screen)', async () => {
    expect(await failQuery({ notifyOnError: true })).toHaveBeenCalledWith(failure);
    expect(await failMutation({ notifyOnError: true })).toHaveBeenCalledWith(failure);
  });
});
