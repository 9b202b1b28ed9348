/** Config lists (spec section 3) as select options and id-to-label lookups for the profile's forms and views. */
import { useQuery } from '@tanstack/react-query';
import type { ConfigLists } from '@sdk/generated/config/hooks';
import { configListsQuery } from '../../../lib/config-lists-queries';
import { useQueryScope } from '../../../lib/query-scope';
import type { SelectOption } from '../../../components/select-field';

export function useConfigLists() {
  return useQuery(configListsQuery(useQueryScope()));
}

export function toOptions(list: readonly { id: number; value: string }[]): SelectOption[] {
  return list.map((item) => ({ value: String(item.id), label: item.value }));
}

/** Every location of every region. */
export function locationOptions(lists: ConfigLists): SelectOption[] {
  return lists.location_lists.flatMap((region) => region.locations.map((location) => ({ value: String(location.id), label: location.value })));
}

export function currencyOptions(lists: ConfigLists): SelectOption[] {
  return lists.currency_lists.map((currency) => ({ value: String(currency.id), label: currency.display_value }));
}

/** The label of `id` in a list, or undefined (unknown id, lists not loaded). */
export function labelOf(list: readonly { id: number; value: string }[] | undefined, id: number | null | undefined): string | undefined {
  if (id === null || id === undefined) return undefined;
  return list?.find((item) => item.id === id)?.value;
}

export function locationLabel(lists: ConfigLists | undefined, id: number | null | undefined): string | undefined {
  if (!lists || id === null || id === undefined) return undefined;
  for (const region of lists.location_lists) {
    const found = region.locations.find((location) => location.id === id);
    if (found) return found.value;
  }
  return undefined;
}

export function currencyLabel(lists: ConfigLists | undefined, id: number | null | undefined): string | undefined {
  return lists?.currency_lists.find((currency) => currency.id === id)?.display_value;
}
