import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Takes one parameter (`?interview=`, `?intent=`) out of the address and leaves the rest: in place of the
 * current entry, so Back does not bring it back, and without moving the page.
 */
export function useRemoveSearchParam(name: string): () => void {
  const [, setParams] = useSearchParams();
  return useCallback(() => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [name, setParams]);
}
