/** The online resume's own rules: age in whole years, periods that end after they start, http(s) URLs. */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { basicInfoSchema } from '../../web/src/features/profile/basic-info/basic-info-schema';
import { fromMonthInput, toMonthInput, yearsBetween } from '../../web/src/features/profile/form/dates';
import { endAfterStart, sameName, urlRule } from '../../web/src/features/profile/form/profile-rules';

const t = i18next.t.bind(i18next);

describe('yearsBetween', () => {
  it('counts a year only once the birthday has come', () => {
    expect(yearsBetween('2010-05-20', '2026-05-19')).toBe(15);
    expect(yearsBetween('2010-05-20', '2026-05-20')).toBe(16);
    expect(yearsBetween('2008-02-29', '2024-02-28')).toBe(15);
  });
});

describe('the basic info birthday', () => {
  const base = {
    first_name: 'Maria', last_name: 'Santos', nationality_id: '', current_location_id: '', home_address: '', floor_unit: '',
    phone_country_code: '', phone_num: '', work_since: '', job_seeker_type: 'experienced', job_seeking_status: 'actively_looking',
    notice_period_id: '', user_identity_id: '',
  } as const;
  const schema = basicInfoSchema(t, '2026-11-22');

  it('takes someone 16 today, and refuses someone a day younger', () => {
    expect(schema.safeParse({ ...base, birthday: '2010-11-22' }).success).toBe(true);
    expect(schema.safeParse({ ...base, birthday: '2010-11-23' }).success).toBe(false);
    expect(schema.safeParse({ ...base, birthday: '' }).success).toBe(true);
  });

  it('needs a country code with a phone number', () => {
    const result = schema.safeParse({ ...base, birthday: '', phone_num: '917 123-4567' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['phone_country_code']);
    expect(schema.parse({ ...base, birthday: '', phone_num: '917 123-4567', phone_country_code: '+63' }).phone_num).toBe('9171234567');
  });
});

describe('endAfterStart', () => {
  const period = z
    .object({ start: z.string(), end: z.string(), ongoing: z.boolean() })
    .superRefine(endAfterStart(t, { start: 'start', end: 'end', ongoing: 'ongoing' }));

  it('needs an end after the start unless the period goes on', () => {
    expect(period.safeParse({ start: '2020-01', end: '2020-02', ongoing: false }).success).toBe(true);
    expect(period.safeParse({ start: '2020-01', end: '2020-01', ongoing: false }).success).toBe(false);
    expect(period.safeParse({ start: '2020-01', end: '', ongoing: false }).success).toBe(false);
    expect(period.safeParse({ start: '2020-01', end: '', ongoing: true }).success).toBe(true);
  });
});

describe('small helpers', () => {
  it('takes only http and https URLs', () => {
    const rule = urlRule(t, true);
    expect(rule.safeParse('https://maria.example.com').success).toBe(true);
    expect(rule.safeParse('http://maria.example.com').success).toBe(true);
    expect(rule.safeParse('ftp://maria.example.com').success).toBe(false);
    expect(rule.safeParse('javascript:alert(1)').success).toBe(false);
    expect(urlRule(t, false).safeParse('').success).toBe(true);
  });

  it('compares employer and school names loosely, and moves between month inputs and ISO dates', () => {
    expect(sameName('  SGV  & co. ', 'sgv & Co.')).toBe(true);
    expect(sameName('SGV', 'SGV & Co.')).toBe(false);
    expect(toMonthInput('2021-06-01')).toBe('2021-06');
    expect(fromMonthInput('2021-06')).toBe('2021-06-01');
  });
});
