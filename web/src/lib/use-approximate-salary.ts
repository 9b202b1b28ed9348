/**
 * A salary in another currency than the site's, also shown approximately in the seeker's currency (the
 * country site's): "≈ ₱1.1–1.7M". Same currency, nothing to show and no call. The rates come from
 * one long-cached call; until they arrive (and on the server render) there is no approximation.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from './app-jotai';
import { convertAmount, currencyOfCountry, currencyRatesQuery } from './currency-rates-queries';
import { formatSalary, hasSalaryAmount, type SalaryInput } from './format-salary';
import { useQueryScope, type QueryScope } from './query-scope';
import { countryAtom } from './session-atoms';
import { useIntlLocale } from './use-intl-locale';

/** The salary converted into `currency` with the rates, or null when a bound cannot be converted. */
export function convertSalary(salary: SalaryInput, rates: Parameters<typeof convertAmount>[0], currency: string): SalaryInput | null {
  const convert = (amount: number | null): number | null | undefined =>
    amount === null ? null : convertAmount(rates, amount, salary.currency, currency);
  const from = convert(salary.salary_from);
  const to = convert(salary.salary_to);
  if (from === undefined || to === undefined) return null;
  return { ...salary, salary_from: from, salary_to: to, currency };
}

/**
 * Whether a salary also reads approximately in the seeker's currency: it has an amount, paid in another
 * currency. A plain function, so a list decides it for all its cards and mounts the rates query only where
 * it is true (components/job-card.tsx).
 */
export function needsApproximateSalary(salary: SalaryInput, seekerCurrency: string): boolean {
  return salary.currency.trim().toUpperCase() !== seekerCurrency && hasSalaryAmount(salary);
}

/** The approximate amount in the seeker's currency, or null when there is none to show. */
export function useApproximateSalary(salary: SalaryInput): string | null {
  const seekerCurrency = currencyOfCountry(useAtomValue(countryAtom));
  const locale = useIntlLocale();
  const foreign = needsApproximateSalary(salary, seekerCurrency);
  const rates = useQuery({ ...currencyRatesQuery(useQueryScope(), seekerCurrency), enabled: foreign });
  if (!foreign || !rates.data) return null;
  const converted = convertSalary(salary, rates.data, seekerCurrency);
  return converted ? formatSalary(converted, locale).amount : null;
}

/**
 * Asks for the rates when any of a page's salaries reads approximately in the seeker's currency: a
 * page's loader calls it with what it shows, so the server's HTML has the approximations. A guest's
 * island page (decision 0027) never renders its job header or home lists again in the browser.
 */
export function prefetchRatesFor(queryClient: QueryClient, scope: QueryScope, salaries: readonly SalaryInput[]): Promise<void> {
  const seekerCurrency = currencyOfCountry(scope.country);
  if (!salaries.some((salary) => needsApproximateSalary(salary, seekerCurrency))) return Promise.resolve();
  return queryClient.prefetchQuery(currencyRatesQuery(scope, seekerCurrency));
}
