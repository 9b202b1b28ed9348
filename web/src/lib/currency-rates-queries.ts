/**
 * Exchange rates (getCurrencyRates) for the currency converter and for salaries shown approximately in
 * the seeker's currency. Rates move slowly, so one call per base currency serves the whole visit.
 */
import { getGetCurrencyRatesQueryOptions, type CurrencyCode, type CurrencyRates } from '@sdk/generated/config/hooks';
import { getCountry, type CountryKey } from './countries';
import { scoped, type QueryScope } from './query-scope';

const RATES_STALE_MS = 6 * 60 * 60_000;

/** The currencies the rates call knows (the contract's CurrencyCode), in the spec's country order. */
export const CURRENCY_CODES: readonly CurrencyCode[] = [
  'PHP', 'SGD', 'MYR', 'IDR', 'HKD', 'TWD', 'JPY', 'USD', 'GBP', 'CAD', 'BRL', 'TRY', 'NGN', 'SAR', 'AED', 'LKR', 'EUR', 'RSD',
];

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}

/** The currency of a country site, as the rates call spells it (com: USD). */
export function currencyOfCountry(country: CountryKey): CurrencyCode {
  const code = getCountry(country).currency.toUpperCase();
  return isCurrencyCode(code) ? code : 'USD';
}

/** Rates from `base`; the screens that use them show their own error (or nothing, for an approximate salary). */
export function currencyRatesQuery(scope: QueryScope, base: CurrencyCode) {
  return scoped(
    scope,
    getGetCurrencyRatesQueryOptions({ base_currency: base }, { query: { staleTime: RATES_STALE_MS, gcTime: RATES_STALE_MS } }),
  );
}

/** How many units of `currency` one unit of the rates' base buys, or undefined when the rates do not list it. */
function rateOf(rates: CurrencyRates, currency: string): number | undefined {
  const code = currency.trim().toUpperCase();
  if (code === rates.base_currency) return 1;
  return rates.rates.find((item) => item.currency === code)?.rate;
}

/** `amount` in `from` converted to `to` with rates of any base (cross rates through the base), or undefined when a rate is missing. */
export function convertAmount(rates: CurrencyRates, amount: number, from: string, to: string): number | undefined {
  const fromRate = rateOf(rates, from);
  const toRate = rateOf(rates, to);
  if (fromRate === undefined || toRate === undefined || fromRate <= 0) return undefined;
  return (amount / fromRate) * toRate;
}
