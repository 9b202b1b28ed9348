/**
 * The shared form rules of spec section 5, with the English messages a user reads. The rules take their
 * bounds from the form's operation; these tests pass the sign-up and sign-in operations' (sdk/generated).
 */
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import common from '../../web/src/i18n/locales/en-us/common.json';
import {
  ageOn, birthdayRule, codeRule, descriptionRule, emailRule, mobileNumberRule, monthRule, nameRule, newPasswordPairRule, newPasswordRule, passwordRule, periodEndRule,
  requiredText,
} from '../../web/src/lib/form-rules';
import { firstDayOf, idOrNull, idText, monthOf } from '../../web/src/lib/form-values';
import { loginWithOtpBodyOtpMax, loginWithPasswordBodyPasswordMax } from '../../sdk/generated/auth/zod';
import { createEducationBodyDescriptionMax, createEducationBodyDescriptionMin } from '../../sdk/generated/jobseeker/zod';
import {
  registerUserBodyEmailMax, registerUserBodyFirstNameMax, registerUserBodyPasswordMax, registerUserBodyPasswordMin,
} from '../../sdk/generated/data/zod';

const email = (tf: TFunction) => emailRule(tf, registerUserBodyEmailMax);
const code = (tf: TFunction) => codeRule(tf, loginWithOtpBodyOtpMax);
const newPassword = { min: registerUserBodyPasswordMin, max: registerUserBodyPasswordMax };
const description = { min: createEducationBodyDescriptionMin, max: createEducationBodyDescriptionMax };

let t: TFunction;
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'en-us', lowerCaseLng: true, resources: { 'en-us': { common } }, interpolation: { escapeValue: false } });
  t = instance.t;
});

/** The first message a value gets, or the parsed value when it passes. */
function check(schema: ZodType, value: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]?.message ?? '' };
}

describe('form rules (spec section 5)', () => {
  it('email: required, then a valid address', () => {
    expect(check(email(t), '  ')).toEqual({ ok: false, message: 'This field is required.' });
    expect(check(email(t), 'maria@')).toEqual({ ok: false, message: 'Please enter a valid email address.' });
    expect(check(email(t), `${'a'.repeat(250)}@example.com`)).toEqual({ ok: false, message: 'Please enter a valid email address.' });
    expect(check(email(t), ' maria@example.com ')).toEqual({ ok: true, value: 'maria@example.com' });
    // A tighter bound, worded by the form (the resume's 100 characters).
    expect(check(emailRule(t, 100, 'Too long.'), `${'a'.repeat(90)}@example.com`)).toEqual({ ok: false, message: 'Too long.' });
  });

  it('code: exactly six digits', () => {
    for (const wrong of ['', '12345', '1234567', '12a456', '१२३४५६']) {
      expect(check(code(t), wrong)).toEqual({ ok: false, message: 'Please enter the 6-digit code.' });
    }
    expect(check(code(t), ' 012345 ')).toEqual({ ok: true, value: '012345' });
  });

  it('sign-in password: anything non-empty up to 64 characters', () => {
    expect(check(passwordRule(t, loginWithPasswordBodyPasswordMax), '')).toEqual({ ok: false, message: 'This field is required.' });
    expect(check(passwordRule(t, loginWithPasswordBodyPasswordMax), 'x')).toEqual({ ok: true, value: 'x' });
    expect(check(passwordRule(t, loginWithPasswordBodyPasswordMax), 'x'.repeat(65))).toEqual({ ok: false, message: 'The password can be at most 64 characters long.' });
  });

  it('new password: 8 to 64 characters, and the repetition must match', () => {
    expect(check(newPasswordRule(t, newPassword), 'short')).toEqual({ ok: false, message: 'The password must be at least 8 characters long.' });
    expect(check(newPasswordRule(t, newPassword), 'x'.repeat(64))).toEqual({ ok: true, value: 'x'.repeat(64) });
    expect(check(newPasswordPairRule(t, newPassword), { password: 'long enough', confirmation: 'long enougH' })).toEqual({
      ok: false,
      message: 'The passwords you entered do not match.',
    });
    const mismatch = newPasswordPairRule(t, newPassword).safeParse({ password: 'long enough', confirmation: 'other' });
    expect(mismatch.success ? [] : mismatch.error.issues.map((issue) => issue.path)).toEqual([['confirmation']]);
    expect(check(newPasswordPairRule(t, newPassword), { password: 'long enough', confirmation: 'long enough' }).ok).toBe(true);
  });

  it('names: required, at most 50 characters', () => {
    expect(check(nameRule(t, registerUserBodyFirstNameMax), ' ')).toEqual({ ok: false, message: 'This field is required.' });
    expect(check(nameRule(t, registerUserBodyFirstNameMax), 'n'.repeat(51))).toEqual({ ok: false, message: 'Names can be at most 50 characters long.' });
    expect(check(nameRule(t, registerUserBodyFirstNameMax), ` ${'n'.repeat(50)} `)).toEqual({ ok: true, value: 'n'.repeat(50) });
  });

  it('mobile number: cannot be empty, digits only once spaces and hyphens are dropped', () => {
    expect(check(mobileNumberRule(t), ' - ')).toEqual({ ok: false, message: 'Please enter your mobile number.' });
    expect(check(mobileNumberRule(t), '917 abc')).toEqual({ ok: false, message: 'Please use digits only.' });
    expect(check(mobileNumberRule(t), '917-123 4567')).toEqual({ ok: true, value: '9171234567' });
  });

  it('required text: blank is refused, too long is refused', () => {
    expect(check(requiredText(t, 5), '   ')).toEqual({ ok: false, message: 'This field is required.' });
    expect(check(requiredText(t, 5), 'abcdef')).toEqual({ ok: false, message: 'This is too long.' });
  });

  it('birthday: required, a real date not in the future, at least 16 years ago', () => {
    const today = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    const yearsAgo = (years: number, days = 0) => {
      const date = new Date(today.getFullYear() - years, today.getMonth(), today.getDate() + days);
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    };
    expect(check(birthdayRule(t), '')).toEqual({ ok: false, message: 'This field is required.' });
    expect(check(birthdayRule(t), '2001-02-30')).toEqual({ ok: false, message: 'Please enter a valid date.' });
    expect(check(birthdayRule(t), yearsAgo(0, 1))).toEqual({ ok: false, message: 'Please enter a valid date.' });
    expect(check(birthdayRule(t), yearsAgo(16, 1))).toEqual({ ok: false, message: 'You must be at least 16 years old.' });
    expect(check(birthdayRule(t), yearsAgo(16))).toEqual({ ok: true, value: yearsAgo(16) });
    expect(ageOn('2000-03-01', '2016-02-29')).toBe(15);
    expect(ageOn('2000-03-01', '2016-03-01')).toBe(16);
  });

  it('month: required (or may be empty), yyyy-mm, not in the future', () => {
    expect(check(monthRule(t), '')).toEqual({ ok: false, message: 'This field is required.' });
    expect(check(monthRule(t, { required: false }), '')).toEqual({ ok: true, value: '' });
    expect(check(monthRule(t), '2021-13')).toEqual({ ok: false, message: 'Please enter a month as YYYY-MM.' });
    expect(check(monthRule(t), ' 2021-06 ')).toEqual({ ok: true, value: '2021-06' });
    const now = new Date();
    const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    const month = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
    expect(check(monthRule(t), month(now)).ok).toBe(true);
    expect(check(monthRule(t, { required: false }), month(nextMonth))).toEqual({ ok: false, message: 'This cannot be in the future.' });
  });

  it('description: empty, or 10 to 4000 characters', () => {
    expect(check(descriptionRule(t, description), '  ')).toEqual({ ok: true, value: '' });
    expect(check(descriptionRule(t, description), 'too short')).toEqual({ ok: false, message: 'Please enter between 10 and 4000 characters.' });
    expect(check(descriptionRule(t, description), 'd'.repeat(4001))).toEqual({ ok: false, message: 'Please enter between 10 and 4000 characters.' });
    expect(check(descriptionRule(t, description), 'd'.repeat(4000)).ok).toBe(true);
  });

  it('periods: an end after the start unless the period goes on, with the form\'s own words if it has them', () => {
    const period = (messages?: { required?: string; order?: string }) =>
      z.object({ start: z.string(), end: z.string(), ongoing: z.boolean() }).superRefine(periodEndRule(t, { start: 'start', end: 'end', ongoing: 'ongoing' }, messages));
    expect(check(period(), { start: '2021-06', end: '2021-07', ongoing: false }).ok).toBe(true);
    expect(check(period(), { start: '2021-06', end: '2021-06', ongoing: false })).toEqual({ ok: false, message: 'Start date must be earlier than completion date.' });
    expect(check(period(), { start: '2021-06', end: '', ongoing: false })).toEqual({ ok: false, message: 'This field is required.' });
    expect(check(period(), { start: '2021-06', end: '', ongoing: true }).ok).toBe(true);
    expect(check(period({ order: 'Issue before expiry.' }), { start: '2021-06-02', end: '2021-06-01', ongoing: false })).toEqual({ ok: false, message: 'Issue before expiry.' });
  });

  it('form values: ids as select values, months as their first day', () => {
    expect(idText(12)).toBe('12');
    expect(idText(null)).toBe('');
    expect(idOrNull('12')).toBe(12);
    expect(idOrNull('')).toBeNull();
    expect(monthOf('2021-06-01')).toBe('2021-06');
    expect(monthOf(null)).toBe('');
    expect(firstDayOf(' 2021-06 ')).toBe('2021-06-01');
  });
});
