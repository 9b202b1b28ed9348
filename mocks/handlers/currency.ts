/**
 * Implied currency rates for the currency converter (W23): a fixed, seeded table of US dollars per unit
 * of each country site's currency, so rates are deterministic and a→b × b→a ≈ 1.
 */
import type { CurrencyCode, CurrencyRates } from '../../sdk/generated/config/hooks';
import { COUNTRY_PROFILES } from '../seed/country-profiles';
import type { CountryKey } from '../seed/config/types';

/** USD value of one unit (mid-market, late 2026, rounded). */
export const USD_PER_UNIT: Readonly<Record<CurrencyCode, number>> = {
  JPY: 0.0066, PHP: 0.0171, SGD: 0.745, MYR: 0.225, IDR: 0.0000612, HKD: 0.1285, TWD: 0.0311, USD: 1, GBP: 1.268,
  CAD: 0.715, BRL: 0.1748, TRY: 0.0245, NGN: 0.00066, SAR: 0.2666, AED: 0.2723, LKR: 0.00335, EUR: 1.082, RSD: 0.00924,
};

export const CURRENCY_CODES = Object.keys(USD_PER_UNIT) as CurrencyCode[];

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.prototype.hasOwnProperty.call(USD_PER_UNIT, value);
}

/** The currency of a country site (com uses USD). */
export function currencyOf(country: CountryKey): CurrencyCode {
  const code = COUNTRY_PROFILES.find((profile) => profile.key === country)?.currency ?? 'USD';
  return isCurrencyCode(code) ? code : 'USD';
}

function countriesUsing(currency: CurrencyCode): CountryKey[] {
  return COUNTRY_PROFILES.filter((profile) => profile.currency === currency).map((profile) => profile.key);
}

/** Six significant digits, as rate feeds publish them. */
function roundRate(rate: number): number {
  return Number(rate.toPrecision(6));
}

export function currencyRates(base: CurrencyCode, nowMs: number): CurrencyRates {
  return {
    base_currency: base,
    as_of: new Date(nowMs).toISOString().slice(0, 10),
    rates: CURRENCY_CODES.map((currency) => ({
      currency,
      rate: roundRate(USD_PER_UNIT[base] / USD_PER_UNIT[currency]),
      country_keys: countriesUsing(currency),
    })),
  };
}
