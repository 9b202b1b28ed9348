/** Person names per country: seeded faker instances of the country's locale, or the romanised pools. */
import {
  Faker, base, en, en_CA, en_GB, en_HK, en_NG, en_US, es, id_ID, ja, pt_BR, sr_RS_latin, tr, zh_TW,
  type LocaleDefinition,
} from '@faker-js/faker';
import { CUSTOM_NAMES } from './name-pools';
import type { Rng } from './rng';
import type { CountryKey } from './types';

const FAKER_LOCALES: Partial<Record<CountryKey, LocaleDefinition>> = {
  jp: ja, tw: zh_TW, hk: en_HK, id: id_ID, us: en_US, gb: en_GB, ca: en_CA, br: pt_BR, tr, ng: en_NG, es, rs: sr_RS_latin, com: en,
};

/** Locales whose names are written family name first, without a Latin given/family split. */
const NATIVE_ORDER: ReadonlySet<CountryKey> = new Set<CountryKey>(['jp', 'tw']);

export interface NameSource {
  fullName(): string;
  lastName(): string;
}

/** A name source for one country; faker instances are private, so no global faker state is touched. */
export function createNameSource(country: CountryKey, seed: number, rng: Rng): NameSource {
  const pool = CUSTOM_NAMES[country];
  if (pool) {
    return {
      fullName: () => `${rng.pick(pool.first)} ${rng.pick(pool.last)}`,
      lastName: () => rng.pick(pool.last),
    };
  }
  const locale = FAKER_LOCALES[country] ?? en;
  const faker = new Faker({ locale: [locale, en, base] });
  faker.seed(seed);
  if (NATIVE_ORDER.has(country)) {
    const sep = country === 'jp' ? ' ' : '';
    return {
      fullName: () => `${faker.person.lastName()}${sep}${faker.person.firstName()}`,
      lastName: () => faker.person.lastName(),
    };
  }
  return {
    fullName: () => `${faker.person.firstName()} ${faker.person.lastName()}`,
    lastName: () => faker.person.lastName(),
  };
}

/** A few street names per country, made once (faker where a locale exists). */
export function createStreetPool(country: CountryKey, seed: number, size: number): string[] {
  const locale = FAKER_LOCALES[country];
  if (!locale) return LOCAL_STREETS[country] ?? GENERIC_STREETS;
  const faker = new Faker({ locale: [locale, en, base] });
  faker.seed(seed);
  const streets = new Set<string>();
  for (let i = 0; i < size * 2 && streets.size < size; i += 1) streets.add(faker.location.street());
  return [...streets];
}

const GENERIC_STREETS = ['Main Street', 'Central Avenue', 'Park Road', 'Harbour Road', 'Market Street'];

const LOCAL_STREETS: Partial<Record<CountryKey, string[]>> = {
  ph: ['Ayala Avenue', 'Paseo de Roxas', 'EDSA', 'Gil Puyat Avenue', 'Ortigas Avenue', '5th Avenue', 'Shaw Boulevard', 'Rizal Street', 'Legazpi Street', 'Emerald Avenue'],
  sg: ['Raffles Place', 'Cecil Street', 'Robinson Road', 'Orchard Road', 'Shenton Way', 'Anson Road', 'Jurong Gateway Road', 'Tampines Central 1', 'Havelock Road'],
  my: ['Jalan Sultan Ismail', 'Jalan Ampang', 'Jalan Tun Razak', 'Jalan Bangsar', 'Persiaran KLCC', 'Jalan SS 21/1', 'Lebuh Pantai', 'Jalan Wong Ah Fook'],
  lk: ['Galle Road', 'Duplication Road', 'Union Place', 'Havelock Road', 'Baseline Road', 'Kandy Road', 'Hospital Street', 'Sir Chittampalam A. Gardiner Mawatha'],
  sa: ['King Fahd Road', 'Olaya Street', 'Tahlia Street', 'Prince Sultan Road', 'King Abdulaziz Road', 'Prince Mohammed bin Abdulaziz Road'],
  ae: ['Sheikh Zayed Road', 'Al Wasl Road', 'Jumeirah Beach Road', 'Corniche Road', 'Al Maktoum Road', 'Hamdan Street'],
};
