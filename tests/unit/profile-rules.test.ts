/** The online resume's own rules: the birthday's age, http(s) URLs, names compared loosely. */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { basicInfoSchema } from '../../web/src/features/profile/basic-info/basic-info-schema';
import { sameName, urlRule } from '../../web/src/features/profile/form/profile-rules';

const t = i18next.t.bind(i18next);

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

describe('small helpers', () => {
  it('takes only http and https URLs', () => {
    const rule = urlRule(t, { required: true, max: 2048 });
    expect(rule.safeParse('https://maria.example.com').success).toBe(true);
    expect(rule.safeParse('http://maria.example.com').success).toBe(true);
    expect(rule.safeParse('ftp://maria.example.com').success).toBe(false);
    expect(rule.safeParse('javascript:alert(1)').success).toBe(false);
    expect(urlRule(t, { required: false, max: 2048 }).safeParse('').success).toBe(true);
    expect(rule.safeParse(`https://maria.example.com/${'p'.repeat(2048)}`).success).toBe(false);
  });

  it('compares employer and school names loosely', () => {
    expect(sameName('  SGV  & co. ', 'sgv & Co.')).toBe(true);
    expect(sameName('SGV', 'SGV & Co.')).toBe(false);
  });
});
