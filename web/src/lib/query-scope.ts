/** Query keys scoped by country, language and user, so a scope change never shows another scope's data. */
import type { QueryKey } from '@tanstack/react-query';
import { useAtomValue } from './app-jotai';
import { queryScopeAtom } from './session-atoms';

export function useScopedKey(): (key: QueryKey) => QueryKey {
  const scope = useAtomValue(queryScopeAtom);
  return (key) => [scope, ...key];
}
