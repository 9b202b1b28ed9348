/**
 * The account settings calls (W16): one options function per query; every screen shows its own errors.
 * The company page (W11) asks for the blocked list too, through its own options in company-queries.ts.
 */
import { keepPreviousData } from '@tanstack/react-query';
import {
  getListBlockedCompaniesQueryOptions,
  getSearchCompaniesByNameQueryOptions,
  type ListBlockedCompaniesParams,
} from '@sdk/generated/company/hooks';
import { getGetAccountSettingQueryOptions, getGetNotificationSettingsQueryOptions } from '@sdk/generated/jobseeker/hooks';
import { scoped, type QueryScope } from '../../lib/query-scope';

const handlesError = { handlesError: true };
export const BLOCKED_PAGE_SIZE = 20;
const NAME_SEARCH_STALE_MS = 60_000;

export function notificationSettingsQuery(scope: QueryScope) {
  return scoped(scope, getGetNotificationSettingsQueryOptions({ query: { meta: handlesError } }));
}

export function accountSettingQuery(scope: QueryScope) {
  return scoped(scope, getGetAccountSettingQueryOptions({ query: { meta: handlesError } }));
}

export function blockedCompaniesQuery(scope: QueryScope, params: ListBlockedCompaniesParams) {
  return scoped(scope, getListBlockedCompaniesQueryOptions({ size: BLOCKED_PAGE_SIZE, ...params }, { query: { meta: handlesError, placeholderData: keepPreviousData } }));
}

/** Companies to block, by display or legal name (at least one character). */
export function companiesByNameQuery(scope: QueryScope, name: string) {
  return scoped(
    scope,
    getSearchCompaniesByNameQueryOptions(
      { company_name: name },
      { query: { enabled: name.length > 0, staleTime: NAME_SEARCH_STALE_MS, placeholderData: keepPreviousData, meta: handlesError } },
    ),
  );
}
