/**
 * The fit of jobs for the signed-in seeker (fit-rules.ts), from what the app already reads: the profile,
 * a few config lists (currencies, languages, locations, job types) and the exchange rates. Guests get none.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ProfileLanguage } from '@sdk/generated/jobseeker/hooks';
import { useAtomValue } from '../app-jotai';
import { configListsQuery, type ConfigListsOf } from '../config-lists-queries';
import { convertAmount, currencyOfCountry, currencyRatesQuery } from '../currency-rates-queries';
import { useQueryScope } from '../query-scope';
import { countryAtom, sessionAtom } from '../session-atoms';
import { profileQuery } from './seeker-profile-queries';
import { jobFitOf, type FitJob, type FitLookups, type FitSeeker, type JobFit } from './fit-rules';

/** The lists the fit's lines read: the lookups, and the names of what a preference expects. */
export const FIT_CONFIG_LISTS = ['currency_lists', 'language_lists', 'location_lists', 'job_types'] as const;
export type FitConfigLists = ConfigListsOf<typeof FIT_CONFIG_LISTS>;

type Loading = { status: 'guest' } | { status: 'pending' } | { status: 'error'; error: unknown; retry: () => void };

/** What any job is compared with: the seeker, and the lookups that read their profile. */
export type SeekerFitState = Loading | { status: 'ready'; seeker: FitSeeker; lookups: FitLookups; lists: FitConfigLists };

export type JobFitState = Loading | { status: 'ready'; fit: JobFit; lists: FitConfigLists };

const lowerCase = (text: string) => text.trim().toLocaleLowerCase('en');

function lookupsOf(lists: FitConfigLists, convert: FitLookups['convert']): FitLookups {
  return {
    convert,
    currencyCode: (id) => lists.currency_lists.find((currency) => currency.id === id)?.key.toUpperCase(),
    languageNames: (language: ProfileLanguage) => {
      const listed = lists.language_lists.find((item) => item.id === language.language_id);
      return [language.language_value, ...(listed ? [listed.key, listed.value] : [])].map(lowerCase);
    },
  };
}

export function useSeekerFit(): SeekerFitState {
  const scope = useQueryScope();
  const signedIn = useAtomValue(sessionAtom).kind === 'user';
  const country = useAtomValue(countryAtom);
  const profile = useQuery({ ...profileQuery(scope), enabled: signedIn });
  const lists = useQuery({ ...configListsQuery(scope, FIT_CONFIG_LISTS), enabled: signedIn });
  // Rates of any base convert between any two currencies (through the base): the site's is the one most pages already hold.
  const rates = useQuery({ ...currencyRatesQuery(scope, currencyOfCountry(country)), enabled: signedIn });
  const ready = useMemo(() => {
    if (!profile.data || !lists.data) return undefined;
    const { basic_info: info } = profile.data;
    const seeker: FitSeeker = {
      skills: profile.data.skills.map((skill) => skill.value),
      preferences: profile.data.job_preferences,
      languages: profile.data.languages,
      yearsOfExperience: info.years_of_experience,
      hasSingaporeIdentity: info.user_identity_id !== null,
      country,
    };
    const rateTable = rates.data;
    // Without rates (still loading, or failed) only same-currency salaries compare; the other lines stand.
    const convert: FitLookups['convert'] = (amount, from, to) => (rateTable ? convertAmount(rateTable, amount, from, to) : undefined);
    return { status: 'ready' as const, seeker, lookups: lookupsOf(lists.data, convert), lists: lists.data };
  }, [profile.data, lists.data, rates.data, country]);

  if (!signedIn) return { status: 'guest' };
  const failed = profile.isError ? profile : lists.isError ? lists : undefined;
  if (failed) return { status: 'error', error: failed.error, retry: () => void failed.refetch() };
  if (!ready || rates.isPending) return { status: 'pending' };
  return ready;
}

export function useJobFit(job: FitJob): JobFitState {
  const seekerFit = useSeekerFit();
  const fit = useMemo(() => (seekerFit.status === 'ready' ? jobFitOf(job, seekerFit.seeker, seekerFit.lookups) : undefined), [job, seekerFit]);
  if (seekerFit.status !== 'ready' || !fit) return seekerFit.status === 'ready' ? { status: 'pending' } : seekerFit;
  return { status: 'ready', fit, lists: seekerFit.lists };
}
