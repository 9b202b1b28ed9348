/** The shared form rules of spec section 5, with the English messages a user reads. */
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import common from '../../web/src/i18n/locales/en-us/common.json';
import { codeRule, emailRule, mobileNumberRule, nameRule, newPasswordPairRule, newPasswordRule, passwordRule, requiredText } from '../../web/src/lib/form-rules';

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
    expect(check(emailRule(t), '  ')).toEqual({ ok: false, message: 'This field is required.' });
    expect(check(emailRule(t), 'maria@')).toEqual({ ok: false, message: 'Please enter a valid email address.' });
    expect(check(emailRule(t), `${'a'.repeat(250)}@example.com`)).toEqual({ ok: false, message: 'Please enter a valid email address.' });
    expect(check(emailRule(t), ' maria@example.com ')).toEqual({ ok: true, value: 'maria@example.com' });
  });

  it('code: exactly six digits', () => {
    for (const wrong of ['', '12345', '1234567', '12a456', '१२३४५६']) {
      expect(check(codeRule(t), wrong)).toEqual({ ok: false, message: 'Please enter the 6-digit code.' });
    }
    expect(check(codeRule(t), ' 012345 ')).toEqual({ ok: true, value: '012345' });
  });

  it('sign-in password: anything non-empty up to 64 characters', () => {
    expect(check(passwordRule(t), '')).toEqual({ ok: false, message: 'This field is required.' });
    expect(check(passwordRule(t), 'x')).toEqual({ ok: true, value: 'x' });
    expect(check(passwordRule(t), 'x'.repeat(65))).toEqual({ ok: false, message: 'The password can be at most 64 characters long.' });
  });

  it('new password: 8 to 64 characters, and the repetition must match', () => {
    expect(check(newPasswordRule(t), 'short')).toEqual({ ok: false, message: 'The password must be at least 8 characters long.' });
    expect(check(newPasswordRule(t), 'x'.repeat(64))).toEqual({ ok: true, value: 'x'.repeat(64) });
    expect(check(newPasswordPairRule(t), { password: 'long enough', confirmation: 'long enougH' })).toEqual({
      ok: false,
      message: 'The passwords you entered do not match.',
    });
    const mismatch = newPasswordPairRule(t).safeParse({ password: 'long enough', confirmation: 'other' });
    expect(mismatch.success ? [] : mismatch.error.issues.map((issue) => issue.path)).toEqual([['confirmation']]);
    expect(check(newPasswordPairRule(t), { password: 'long enough', confirmation: 'long enough' }).ok).toBe(true);
  });

  it('names: required, at most 50 characters', () => {
    expect(check(nameRule(t), ' ')).toEqual({ ok: false, message: 'This field is required.' });
    expect(check(nameRule(t), 'n'.repeat(51))).toEqual({ ok: false, message: 'Names can be at most 50 characters long.' });
    expect(check(nameRule(t), ` ${'n'.repeat(50)} `)).toEqual({ ok: true, value: 'n'.repeat(50) });
  });

  it('mobile number: cannot be empty, digits only once spaces and hyphens are dropped', () => {
    expect(check(mobileNumberRule(t), ' - ')).toEqual({ ok: false, message: 'Please enter your mobile number.' });
    expect(check(mobileNumberRule(t), '917 abc')).toEqual({ ok: false, message: 'Please use digits only.' });
    expect(check(mobileNumberRule(t), '917-123 4567')).toEqual({ ok: true, value: '9171234567' });
  });

  it('required text: blank is refused, too long is refused', () => {
    expect(check(requiredText(t), '   ')).toEqual({ ok: false, message: 'This field is required.' });
    expect(check(requiredText(t, 5), 'abcdef')).toEqual({ ok: false, message: 'This is too long.' });
  });
});
