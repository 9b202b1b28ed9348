/**
 * A switch that saves at once: the cache shows the new value while the call runs, the reply replaces it,
 * and a failure puts the previous value back. The tab says what happened (saved, or why not).
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

export type ToggleOutcome = { kind: 'saved'; label: string; on: boolean } | { kind: 'failed'; label: string; error: unknown };

interface ToggleSaveOptions<Data, Patch, Reply> {
  queryKey: QueryKey;
  /** The cached value with the patch applied (what the switch shows while saving). */
  apply: (data: Data, patch: Patch) => Data;
  /** The part of the cached value a patch is shaped like (where the undo reads the previous values). */
  patched: (data: Data) => unknown;
  /** The cached value with the reply merged. */
  merge: (data: Data, reply: Reply) => Data;
  save: (patch: Patch) => Promise<Reply>;
}

/** For each field of the patch, the value `previous` had there: the patch that undoes it. */
function revertTo(patch: unknown, previous: unknown): unknown {
  if (typeof patch !== 'object' || patch === null) return previous;
  const source = (previous ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(patch).map((key) => [key, revertTo((patch as Record<string, unknown>)[key], source[key])]));
}

export function useToggleSave<Data, Patch, Reply>({ queryKey, apply, patched, merge, save }: ToggleSaveOptions<Data, Patch, Reply>) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<ToggleOutcome | null>(null);

  async function toggle(patch: Patch, label: string, on: boolean) {
    const previous = client.getQueryData<Data>(queryKey);
    if (previous === undefined) return;
    await client.cancelQueries({ queryKey });
    client.setQueryData<Data>(queryKey, apply(previous, patch));
    setOutcome(null);
    try {
      const reply = await save(patch);
      client.setQueryData<Data>(queryKey, (current) => merge(current ?? previous, reply));
      setOutcome({ kind: 'saved', label, on });
    } catch (error) {
      // Only the fields this switch changed go back, so another switch saved meanwhile keeps its value.
      const undo = revertTo(patch, patched(previous)) as Patch;
      client.setQueryData<Data>(queryKey, (current) => apply(current ?? previous, undo));
      setOutcome({ kind: 'failed', label, error });
    }
  }

  return { toggle: (patch: Patch, label: string, on: boolean) => void toggle(patch, label, on), outcome };
}
