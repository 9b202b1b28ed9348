/**
 * The setup's choices from the config lists (labels in the page's language, from the server) and the
 * few the product fixes itself (job seeking status, the remote work time zones).
 */
import type { ConfigOption } from '@sdk/generated/config/hooks';
import type { SelectOption, SelectOptionGroup } from '../../components/select-field';
import type { ConfigListsOf } from '../../lib/config-lists-queries';
import { zoneName } from '../../lib/date-time/zones';

/** The config lists each step's form reads; the route's loader prefetches the same for the step it shows. */
export const BASIC_INFO_CONFIG_LISTS = [
  'location_lists',
  'notice_period_lists',
  'industry_lists',
  'job_types',
  'work_arrangements',
  'language_lists',
  'currency_lists',
  'salary_types',
] as const;
export const WORK_EXPERIENCE_CONFIG_LISTS = ['job_functions', 'industry_lists', 'currency_lists'] as const;
export const EDUCATION_CONFIG_LISTS = ['educations'] as const;

export type BasicInfoConfigLists = ConfigListsOf<typeof BASIC_INFO_CONFIG_LISTS>;
export type WorkExperienceConfigLists = ConfigListsOf<typeof WORK_EXPERIENCE_CONFIG_LISTS>;
export type EducationConfigLists = ConfigListsOf<typeof EDUCATION_CONFIG_LISTS>;

export const toOptions = (list: readonly ConfigOption[]): SelectOption[] => list.map((item) => ({ value: String(item.id), label: item.value }));

/** Locations under their regions. */
export function locationOptions(lists: ConfigListsOf<['location_lists']>): SelectOptionGroup[] {
  return lists.location_lists.map((region) => ({ label: region.value, options: toOptions(region.locations) }));
}

export function currencyOptions(lists: ConfigListsOf<['currency_lists']>): SelectOption[] {
  return lists.currency_lists.map((currency) => ({ value: String(currency.id), label: currency.display_value }));
}

/** The site's own currency, preselected for a new preference. */
export function siteCurrencyId(lists: ConfigListsOf<['currency_lists']>, currencyKey: string): string {
  return String(lists.currency_lists.find((currency) => currency.key === currencyKey)?.id ?? '');
}

/**
 * Time zones offered for remote work: those of the country sites, then UTC. A preference saved with
 * another zone keeps it as a choice.
 */
export const REMOTE_TIMEZONES = [
  'Asia/Manila', 'Asia/Singapore', 'Asia/Kuala_Lumpur', 'Asia/Jakarta', 'Asia/Hong_Kong', 'Asia/Taipei', 'Asia/Tokyo', 'Asia/Shanghai',
  'Asia/Colombo', 'Asia/Dubai', 'Asia/Riyadh', 'Europe/Istanbul', 'Europe/London', 'Europe/Madrid', 'Europe/Belgrade', 'Africa/Lagos',
  'America/Sao_Paulo', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Toronto', 'UTC',
] as const;

/**
 * "Asia/Manila (GMT+8)": the zone's name as the IANA database spells it, and its offset at `now` (summer
 * time moves it); the name alone where `now` is unknown (the server render and hydration: useNow).
 */
export function timezoneOptions(locale: string, saved: string | null | undefined, now: number | null): SelectOption[] {
  const zones: string[] = [...REMOTE_TIMEZONES];
  if (saved && !zones.includes(saved)) zones.unshift(saved);
  return zones.map((zone) => {
    const offset = now === null ? undefined : zoneName(now, locale, zone, 'shortOffset');
    const name = zone.replaceAll('_', ' ');
    return { value: zone, label: offset ? `${name} (${offset})` : name };
  });
}
