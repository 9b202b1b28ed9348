/**
 * Remote jobs limited to some countries (spec section 6): a seeker on a country site whose country
 * the job is not open to, or is closed to, cannot start a chat ("Working location is too far."). The
 * contracts give this rule no error code, so the page decides it from the job's remote details. The
 * global site (com) has no country of its own and is never refused.
 */
import type { JobDetail } from '@sdk/generated/job/hooks';
import { getCountry, type CountryKey } from './countries';

/** Other spellings servers use for a country's name. */
const NAME_ALIASES: Partial<Record<CountryKey, readonly string[]>> = {
  tr: ['Turkey', 'Türkiye'],
  us: ['USA', 'United States of America'],
  gb: ['UK', 'Great Britain'],
  ae: ['UAE'],
};

const normalized = (name: string) => name.trim().toLocaleLowerCase('en');

function namesOf(country: CountryKey): Set<string> {
  return new Set([getCountry(country).name, ...(NAME_ALIASES[country] ?? [])].map(normalized));
}

export function isTooFarForSite(job: Pick<JobDetail, 'work_arrangement' | 'remote_details'>, country: CountryKey): boolean {
  const details = job.remote_details;
  if (job.work_arrangement !== 'remote' || !details || country === 'com') return false;
  const names = namesOf(country);
  const listed = (list: readonly string[]) => list.some((name) => names.has(normalized(name)));
  if (listed(details.closed_countries)) return true;
  return details.open_countries.length > 0 && !listed(details.open_countries);
}
