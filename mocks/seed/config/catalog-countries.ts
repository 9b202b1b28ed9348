/** Countries (dial codes, SMS availability) and currencies. */
import { toSeoValue } from './seo-value';
import type { CountryKey, CountryOption, CurrencyOption } from './types';

/** The product's sites (spec section 1): key, Country-Id and currency. `com` is the global site. */
export interface ProductCountry {
  key: CountryKey;
  id: number;
  currency: string;
}

export const productCountries: readonly ProductCountry[] = [
  { key: 'jp', id: 105, currency: 'jpy' },
  { key: 'ph', id: 167, currency: 'php' },
  { key: 'sg', id: 193, currency: 'sgd' },
  { key: 'my', id: 127, currency: 'myr' },
  { key: 'id', id: 96, currency: 'idr' },
  { key: 'hk', id: 92, currency: 'hkd' },
  { key: 'tw', id: 211, currency: 'twd' },
  { key: 'us', id: 229, currency: 'usd' },
  { key: 'gb', id: 228, currency: 'gbp' },
  { key: 'ca', id: 38, currency: 'cad' },
  { key: 'br', id: 29, currency: 'brl' },
  { key: 'tr', id: 220, currency: 'try' },
  { key: 'ng', id: 154, currency: 'ngn' },
  { key: 'sa', id: 188, currency: 'sar' },
  { key: 'ae', id: 227, currency: 'aed' },
  { key: 'lk', id: 203, currency: 'lkr' },
  { key: 'es', id: 202, currency: 'eur' },
  { key: 'rs', id: 190, currency: 'rsd' },
  { key: 'com', id: 241, currency: 'usd' },
];

export const countryKeys: readonly CountryKey[] = productCountries.map((c) => c.key);

/** [id, key, English name, dial code, is_sms_allowed, country_key] */
type CountryRow = readonly [number, string, string, string, boolean, string];

const countryRows: readonly CountryRow[] = [
  [105, 'japan', 'Japan', '+81', true, 'jp'],
  [167, 'philippines', 'Philippines', '+63', true, 'ph'],
  [193, 'singapore', 'Singapore', '+65', true, 'sg'],
  [127, 'malaysia', 'Malaysia', '+60', true, 'my'],
  [96, 'indonesia', 'Indonesia', '+62', true, 'id'],
  [92, 'hong_kong', 'Hong Kong', '+852', true, 'hk'],
  [211, 'taiwan', 'Taiwan', '+886', true, 'tw'],
  [229, 'united_states', 'United States', '+1', true, 'us'],
  [228, 'united_kingdom', 'United Kingdom', '+44', true, 'gb'],
  [38, 'canada', 'Canada', '+1', true, 'ca'],
  [29, 'brazil', 'Brazil', '+55', true, 'br'],
  [220, 'turkey', 'Turkey', '+90', true, 'tr'],
  [154, 'nigeria', 'Nigeria', '+234', false, 'ng'],
  [188, 'saudi_arabia', 'Saudi Arabia', '+966', false, 'sa'],
  [227, 'united_arab_emirates', 'United Arab Emirates', '+971', true, 'ae'],
  [203, 'sri_lanka', 'Sri Lanka', '+94', false, 'lk'],
  [202, 'spain', 'Spain', '+34', true, 'es'],
  [190, 'serbia', 'Serbia', '+381', false, 'rs'],
  [14, 'australia', 'Australia', '+61', true, 'au'],
  [101, 'india', 'India', '+91', true, 'in'],
  [217, 'thailand', 'Thailand', '+66', true, 'th'],
  [238, 'vietnam', 'Vietnam', '+84', true, 'vn'],
  [46, 'china', 'China', '+86', false, 'cn'],
  [116, 'south_korea', 'South Korea', '+82', true, 'kr'],
  [134, 'macao', 'Macao', '+853', false, 'mo'],
  [157, 'new_zealand', 'New Zealand', '+64', true, 'nz'],
  [82, 'germany', 'Germany', '+49', false, 'de'],
  [75, 'france', 'France', '+33', false, 'fr'],
];

export const countryLists: CountryOption[] = countryRows.map(([id, key, value, code, isSms, countryKey]) => ({
  id,
  key,
  value,
  seo_value: toSeoValue(value),
  code,
  is_sms_allowed: isSms,
  country_key: countryKey,
}));

export const currencyLists: CurrencyOption[] = [
  { id: 1, key: 'jpy', display_value: 'JPY ¥' },
  { id: 2, key: 'php', display_value: 'PHP ₱' },
  { id: 3, key: 'sgd', display_value: 'SGD S$' },
  { id: 4, key: 'myr', display_value: 'MYR RM' },
  { id: 5, key: 'idr', display_value: 'IDR Rp' },
  { id: 6, key: 'hkd', display_value: 'HKD HK$' },
  { id: 7, key: 'twd', display_value: 'TWD NT$' },
  { id: 8, key: 'usd', display_value: 'USD $' },
  { id: 9, key: 'gbp', display_value: 'GBP £' },
  { id: 10, key: 'cad', display_value: 'CAD C$' },
  { id: 11, key: 'brl', display_value: 'BRL R$' },
  { id: 12, key: 'try', display_value: 'TRY ₺' },
  { id: 13, key: 'ngn', display_value: 'NGN ₦' },
  { id: 14, key: 'sar', display_value: 'SAR ﷼' },
  { id: 15, key: 'aed', display_value: 'AED د.إ' },
  { id: 16, key: 'lkr', display_value: 'LKR Rs' },
  { id: 17, key: 'eur', display_value: 'EUR €' },
  { id: 18, key: 'rsd', display_value: 'RSD дин.' },
];
