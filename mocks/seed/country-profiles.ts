/**
 * Per-country knobs of the seed: id blocks, volumes, local salary magnitudes, legal forms,
 * exchanges, registration-number formats and remote-work details.
 * Id blocks: country at `order` n owns company ids n*1000+1.. and job ids n*100000+1..
 */
import type { CountryKey } from './types';

export interface CountryProfile {
  key: CountryKey;
  /** 1-based; fixes the id blocks, independent of any list order elsewhere. */
  order: number;
  /** English name, as in config country_lists. */
  name: string;
  /** ISO 4217 upper case. */
  currency: string;
  jobs: number;
  companies: number;
  /** Typical monthly pay in local currency: [entry level, top of senior]. */
  monthly: readonly [number, number];
  /** Salaries are usually quoted per year (JP, US, GB, CA, ES, global). */
  annualConvention: boolean;
  timezone: string;
  languages: readonly string[];
  center: readonly [number, number];
  /** Legal suffixes: [suffix for the legal name, shown after the brand]. */
  legalSuffixes: readonly string[];
  exchanges: readonly string[];
  numericTicker: boolean;
  /** '#' = digit, '@' = upper-case letter. */
  taxFormat: string;
  registrationFormat: string;
  /** Typical registered capital of a mid-size company, local currency. */
  capital: number;
  /** Country-code top-level suffix for company domains ("ph" → acme-ph.example). */
  domainTag: string;
}

const p = (profile: CountryProfile): CountryProfile => profile;

export const COUNTRY_PROFILES: readonly CountryProfile[] = [
  p({ key: 'jp', order: 1, name: 'Japan', currency: 'JPY', jobs: 500, companies: 10, monthly: [250_000, 1_250_000], annualConvention: true,
    timezone: 'GMT+09:00', languages: ['Japanese', 'English'], center: [35.6812, 139.7671], legalSuffixes: ['K.K.', 'Co., Ltd.', 'G.K.'],
    exchanges: ['TSE'], numericTicker: true, taxFormat: 'T#############', registrationFormat: '####-##-######', capital: 100_000_000, domainTag: 'jp' }),
  p({ key: 'ph', order: 2, name: 'Philippines', currency: 'PHP', jobs: 2000, companies: 24, monthly: [18_000, 250_000], annualConvention: false,
    timezone: 'GMT+08:00', languages: ['English', 'Filipino'], center: [14.5995, 120.9842], legalSuffixes: ['Inc.', 'Corporation', 'Phils., Inc.'],
    exchanges: ['PSE'], numericTicker: false, taxFormat: '###-###-###-000', registrationFormat: 'CS20##0####', capital: 50_000_000, domainTag: 'ph' }),
  p({ key: 'sg', order: 3, name: 'Singapore', currency: 'SGD', jobs: 1200, companies: 18, monthly: [3_000, 20_000], annualConvention: false,
    timezone: 'GMT+08:00', languages: ['English', 'Mandarin Chinese', 'Malay'], center: [1.2789, 103.8536], legalSuffixes: ['Pte. Ltd.', 'Pte. Ltd.', 'Ltd.'],
    exchanges: ['SGX'], numericTicker: false, taxFormat: '20#######@', registrationFormat: '20#######@', capital: 1_000_000, domainTag: 'sg' }),
  p({ key: 'my', order: 4, name: 'Malaysia', currency: 'MYR', jobs: 500, companies: 10, monthly: [2_500, 25_000], annualConvention: false,
    timezone: 'GMT+08:00', languages: ['English', 'Malay', 'Mandarin Chinese'], center: [3.139, 101.6869], legalSuffixes: ['Sdn. Bhd.', 'Berhad'],
    exchanges: ['Bursa Malaysia'], numericTicker: true, taxFormat: 'C ##########', registrationFormat: '20##01######', capital: 2_000_000, domainTag: 'my' }),
  p({ key: 'id', order: 5, name: 'Indonesia', currency: 'IDR', jobs: 550, companies: 10, monthly: [5_000_000, 40_000_000], annualConvention: false,
    timezone: 'GMT+07:00', languages: ['Indonesian', 'English'], center: [-6.2088, 106.8456], legalSuffixes: ['PT', 'Tbk'],
    exchanges: ['IDX'], numericTicker: false, taxFormat: '##.###.###.#-###.000', registrationFormat: '#############', capital: 10_000_000_000, domainTag: 'id' }),
  p({ key: 'hk', order: 6, name: 'Hong Kong', currency: 'HKD', jobs: 400, companies: 9, monthly: [15_000, 120_000], annualConvention: false,
    timezone: 'GMT+08:00', languages: ['English', 'Cantonese', 'Mandarin Chinese'], center: [22.2819, 114.1582], legalSuffixes: ['Limited', 'Co., Limited'],
    exchanges: ['HKEX'], numericTicker: true, taxFormat: '########-000', registrationFormat: '#######', capital: 10_000_000, domainTag: 'hk' }),
  p({ key: 'tw', order: 7, name: 'Taiwan', currency: 'TWD', jobs: 350, companies: 8, monthly: [30_000, 200_000], annualConvention: false,
    timezone: 'GMT+08:00', languages: ['Mandarin Chinese', 'English'], center: [25.033, 121.5654], legalSuffixes: ['Co., Ltd.', 'Corporation'],
    exchanges: ['TWSE'], numericTicker: true, taxFormat: '########', registrationFormat: '########', capital: 50_000_000, domainTag: 'tw' }),
  p({ key: 'us', order: 8, name: 'United States', currency: 'USD', jobs: 600, companies: 11, monthly: [3_400, 18_500], annualConvention: true,
    timezone: 'GMT-05:00', languages: ['English'], center: [40.7128, -74.006], legalSuffixes: ['Inc.', 'LLC', 'Corp.'],
    exchanges: ['NASDAQ', 'NYSE'], numericTicker: false, taxFormat: '##-#######', registrationFormat: '#######', capital: 5_000_000, domainTag: 'us' }),
  p({ key: 'gb', order: 9, name: 'United Kingdom', currency: 'GBP', jobs: 450, companies: 9, monthly: [2_000, 11_000], annualConvention: true,
    timezone: 'GMT+00:00', languages: ['English'], center: [51.5074, -0.1278], legalSuffixes: ['Ltd', 'plc', 'LLP'],
    exchanges: ['LSE'], numericTicker: false, taxFormat: 'GB#########', registrationFormat: '########', capital: 1_000_000, domainTag: 'uk' }),
  p({ key: 'ca', order: 10, name: 'Canada', currency: 'CAD', jobs: 350, companies: 8, monthly: [3_700, 16_500], annualConvention: true,
    timezone: 'GMT-05:00', languages: ['English', 'French'], center: [43.6532, -79.3832], legalSuffixes: ['Inc.', 'Ltd.', 'Corp.'],
    exchanges: ['TSX'], numericTicker: false, taxFormat: '#########RC0001', registrationFormat: '#######', capital: 2_000_000, domainTag: 'ca' }),
  p({ key: 'br', order: 11, name: 'Brazil', currency: 'BRL', jobs: 400, companies: 9, monthly: [2_000, 30_000], annualConvention: false,
    timezone: 'GMT-03:00', languages: ['Portuguese', 'English'], center: [-23.5505, -46.6333], legalSuffixes: ['Ltda.', 'S.A.'],
    exchanges: ['B3'], numericTicker: false, taxFormat: '##.###.###/0001-##', registrationFormat: '#########-#', capital: 5_000_000, domainTag: 'br' }),
  p({ key: 'tr', order: 12, name: 'Turkey', currency: 'TRY', jobs: 300, companies: 8, monthly: [25_000, 200_000], annualConvention: false,
    timezone: 'GMT+03:00', languages: ['Turkish', 'English'], center: [41.0082, 28.9784], legalSuffixes: ['A.Ş.', 'Ltd. Şti.'],
    exchanges: ['Borsa Istanbul'], numericTicker: false, taxFormat: '##########', registrationFormat: '######-#', capital: 10_000_000, domainTag: 'tr' }),
  p({ key: 'ng', order: 13, name: 'Nigeria', currency: 'NGN', jobs: 300, companies: 8, monthly: [150_000, 3_000_000], annualConvention: false,
    timezone: 'GMT+01:00', languages: ['English'], center: [6.5244, 3.3792], legalSuffixes: ['Ltd', 'Plc', 'Nigeria Limited'],
    exchanges: ['NGX'], numericTicker: false, taxFormat: '########-0001', registrationFormat: 'RC ######', capital: 100_000_000, domainTag: 'ng' }),
  p({ key: 'sa', order: 14, name: 'Saudi Arabia', currency: 'SAR', jobs: 280, companies: 8, monthly: [5_000, 50_000], annualConvention: false,
    timezone: 'GMT+03:00', languages: ['Arabic', 'English'], center: [24.7136, 46.6753], legalSuffixes: ['Co.', 'LLC', 'Company'],
    exchanges: ['Tadawul'], numericTicker: true, taxFormat: '3##########0003', registrationFormat: '10########', capital: 10_000_000, domainTag: 'sa' }),
  p({ key: 'ae', order: 15, name: 'United Arab Emirates', currency: 'AED', jobs: 350, companies: 9, monthly: [5_000, 60_000], annualConvention: false,
    timezone: 'GMT+04:00', languages: ['English', 'Arabic'], center: [25.1972, 55.2744], legalSuffixes: ['LLC', 'FZ-LLC', 'FZE'],
    exchanges: ['DFM', 'ADX'], numericTicker: false, taxFormat: '100##########3', registrationFormat: '######', capital: 1_000_000, domainTag: 'ae' }),
  p({ key: 'lk', order: 16, name: 'Sri Lanka', currency: 'LKR', jobs: 250, companies: 8, monthly: [60_000, 800_000], annualConvention: false,
    timezone: 'GMT+05:30', languages: ['English', 'Sinhala', 'Tamil'], center: [6.9271, 79.8612], legalSuffixes: ['(Pvt) Ltd', 'PLC'],
    exchanges: ['CSE'], numericTicker: false, taxFormat: '#########-7000', registrationFormat: 'PV ######', capital: 50_000_000, domainTag: 'lk' }),
  p({ key: 'es', order: 17, name: 'Spain', currency: 'EUR', jobs: 350, companies: 9, monthly: [1_600, 7_500], annualConvention: true,
    timezone: 'GMT+01:00', languages: ['Spanish', 'English'], center: [40.4168, -3.7038], legalSuffixes: ['S.L.', 'S.A.'],
    exchanges: ['BME'], numericTicker: false, taxFormat: 'B########', registrationFormat: 'M-######', capital: 500_000, domainTag: 'es' }),
  p({ key: 'rs', order: 18, name: 'Serbia', currency: 'RSD', jobs: 250, companies: 8, monthly: [70_000, 500_000], annualConvention: false,
    timezone: 'GMT+01:00', languages: ['Serbian', 'English'], center: [44.8149, 20.4216], legalSuffixes: ['d.o.o.', 'a.d.'],
    exchanges: ['BELEX'], numericTicker: false, taxFormat: '1########', registrationFormat: '2#######', capital: 50_000_000, domainTag: 'rs' }),
  p({ key: 'com', order: 19, name: 'Global', currency: 'USD', jobs: 300, companies: 8, monthly: [2_500, 16_000], annualConvention: true,
    timezone: 'GMT+00:00', languages: ['English'], center: [52.3676, 4.9041], legalSuffixes: ['Inc.', 'Ltd.', 'B.V.', 'GmbH'],
    exchanges: ['NASDAQ'], numericTicker: false, taxFormat: '##-#######', registrationFormat: '########', capital: 5_000_000, domainTag: 'global' }),
];

export const PROFILE_BY_KEY: ReadonlyMap<CountryKey, CountryProfile> = new Map(COUNTRY_PROFILES.map((c) => [c.key, c]));

export function profileOf(key: CountryKey): CountryProfile {
  const profile = PROFILE_BY_KEY.get(key);
  if (!profile) throw new Error(`Unknown country ${key}`);
  return profile;
}

export const jobIdBase = (profile: CountryProfile): number => profile.order * 100_000;
export const companyIdBase = (profile: CountryProfile): number => profile.order * 1_000;

/** Fill a '#'/'@' pattern with digits and letters. */
export function fillPattern(pattern: string, next: () => number): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  return pattern.replace(/[#@]/g, (ch) =>
    ch === '#' ? String(Math.floor(next() * 10)) : letters[Math.floor(next() * letters.length)] ?? 'A',
  );
}
