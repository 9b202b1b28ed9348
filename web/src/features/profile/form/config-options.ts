/** Config lists (spec section 3) as select options and id-to-label lookups for the profile's forms and views. */
import { useQuery } from '@tanstack/react-query';
import { configListsQuery, type ConfigListsOf } from '../../../lib/config-lists-queries';
import { useQueryScope } from '../../../lib/query-scope';
import type { SelectOption } from '../../../components/select-field';

/**
 * The config lists the profile's views and forms read: one set for the page, prefetched by its loader
 * (the sections show on one page, so one query serves them all).
 */
export const PROFILE_CONFIG_LISTS = [
  'country_lists',
  'notice_period_lists',
  'user_identity_lists',
  'location_lists',
  'currency_lists',
  'industry_lists',
  'job_functions',
  'job_types',
  'work_arrangements',
  'language_lists',
  'salary_types',
  'educations',
] as const;
export type ProfileConfigLists = ConfigListsOf<typeof PROFILE_CONFIG_LISTS>;

export function useConfigLists() {
  return useQuery(configListsQuery(useQueryScope(), PROFILE_CONFIG_LISTS));
}

export function toOptions(list: readonly { id: number; value: string }[]): SelectOption[] {
  return list.map((item) => ({ value: String(item.id), label: item.value }));
}

/** Every location of every region. */
export function locationOptions(lists: ProfileConfigLists): SelectOption[] {
  return lists.location_lists.flatMap((region) => region.locations.map((location) => ({ value: String(location.id), label: location.value })));
}

export function currencyOptions(lists: ProfileConfigLists): SelectOption[] {
  return lists.currency_lists.map((currency) => ({ value: String(currency.id), label: currency.display_value }));
}

/** The label of `id` in a list, or undefined (unknown id, lists not loaded). */
export function labelOf(list: readonly { id: number; value: string }[] | undefined, id: number | null | undefined): string | undefined {
  if (id === null || id === undefined) return undefined;
  return list?.find((item) => item.id === id)?.value;
}

export function locationLabel(lists: ProfileConfigLists | undefined, id: number | null | undefined): string | undefined {
  if (!lists || id === null || id === undefined) return undefined;
  for (const region of lists.location_lists) {
    const found = region.locations.find((location) => location.id === id);
    if (found) return found.value;
  }
  return undefined;
}

export function currencyLabel(lists: ProfileConfigLists | undefined, id: number | null | undefined): string | undefined {
  return lists?.currency_lists.find((currency) => currency.id === id)?.display_value;
}
