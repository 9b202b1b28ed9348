/**
 * Add, edit and delete for the user's common phrases or greetings (the calls, from chat-mutation-queries,
 * end with a fresh list); the last failure (41181, 41343, 41344, …) is kept for the dialog to show, and a
 * saved change clears it.
 */
import { useState } from 'react';

interface ItemCalls {
  create: (text: string) => Promise<unknown>;
  update: (id: number, text: string) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

export function useItemMutations({ create, update, remove }: ItemCalls) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [done, setDone] = useState<'added' | 'saved' | 'deleted' | undefined>();

  async function run(call: () => Promise<unknown>, outcome: 'added' | 'saved' | 'deleted'): Promise<boolean> {
    setPending(true);
    setError(undefined);
    setDone(undefined);
    try {
      await call();
      setDone(outcome);
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    } finally {
      setPending(false);
    }
  }

  return {
    pending,
    error,
    done,
    add: (text: string) => run(() => create(text), 'added'),
    save: (id: number, text: string) => run(() => update(id, text), 'saved'),
    remove: (id: number) => void run(() => remove(id), 'deleted'),
  };
}
