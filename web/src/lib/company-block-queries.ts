/**
 * Blocking a company (the company page, W11) and unblocking it (account settings, W16): either hides or
 * shows the company and its jobs in every list of the user, so every query of the user's scope is read again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useBlockCompany, useUnblockCompany } from '@sdk/generated/company/hooks';
import { scopedKey, useQueryScope } from './query-scope';

function useRefreshScope() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return () => void client.invalidateQueries({ queryKey: scopedKey(scope, []) });
}

export function useBlockCompanyMutation() {
  return useBlockCompany({ mutation: { onSuccess: useRefreshScope() } });
}

export function useUnblockCompanyMutation() {
  return useUnblockCompany({ mutation: { onSuccess: useRefreshScope() } });
}
