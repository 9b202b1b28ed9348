/**
 * The validation rules of spec section 5 as zod schemas with translated messages, shared by every form:
 * email, the 6-digit code, passwords, names and the mobile number. Messages live in the common catalog
 * (`common:validation.*`), which is loaded at start-up, so a rule never waits for a feature's strings.
 *
 * The limits are not here: each is the bound of the field in the contract of the operation the form
 * calls, and the form passes it in from the generated module (`sdk/generated/<service>/zod.ts`, a named
 * constant such as `registerUserBodyEmailMax`). A form that adds and edits (a create and an update
 * operation) passes the tighter of the two. tests/unit/no-hand-written-limits.test.ts keeps numbers out.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** A length range from the contract (`minLength`, `maxLength`). */
export interface LengthBounds {
  min: number;
  max: number;
}

/** Anything the user has to fill in: "This field is required." when blank after trimming; "This is too long." past `max`. */
export const requiredText = (t: TFunction, max: number) =>
  z.string().trim().min(1, t('common:validation.required')).max(max, t('common:validation.tooLong'));

/**
 * "Please enter a valid email address."; empty is "This field is required." An address past `max` reads
 * as invalid unless the form words it otherwise (`tooLong`).
 */
export const emailRule = (t: TFunction, max: number, tooLong: string = t('common:validation.email')) =>
  z
    .string()
    .trim()
    .min(1, t('common:validation.required'))
    .pipe(z.email(t('common:validation.email')).max(max, tooLong));

/** The one-time code: exactly `length` digits (spaces around it are forgiven). */
export const codeRule = (t: TFunction, length: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{${length}}$`), t('common:validation.code'));

/** The password typed to sign in: anything non-empty up to the maximum (old passwords stay valid). */
export const passwordRule = (t: TFunction, max: number) =>
  z.string().min(1, t('common:validation.required')).max(max, t('common:validation.passwordMax', { max }));

/** A password being chosen: `min` to `max` characters (8 to 64 in the contracts). */
export const newPasswordRule = (t: TFunction, { min, max }: LengthBounds) =>
  z
    .string()
    .min(1, t('common:validation.required'))
    .min(min, t('common:validation.passwordMin', { min }))
    .max(max, t('common:validation.passwordMax', { max }));

/** First or last name: required, at most `max` characters (50 in the contracts). */
export const nameRule = (t: TFunction, max: number) =>
  z.string().trim().min(1, t('common:validation.required')).max(max, t('common:validation.nameMax', { max }));

/** A national mobile number: spaces and hyphens are dropped, then digits only ("cannot be empty"). */
export const mobileNumberRule = (t: TFunction) =>
  z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, t('common:validation.phoneRequired')).regex(/^[0-9]+$/, t('common:validation.phoneDigits')));

/**
 * A new password and its repetition, which must match (the mismatch is reported on the repetition).
 * The repetition has no bound of its own: it equals the password, which has.
 */
export const newPasswordPairRule = (t: TFunction, bounds: LengthBounds) =>
  z
    .object({ password: newPasswordRule(t, bounds), confirmation: z.string().min(1, t('common:validation.required')) })
    .refine((values) => values.password === values.confirmation, { path: ['confirmation'], message: t('common:validation.mismatch') });

/** Spec section 5: the user must be at least 16 (birthday). */
export const MIN_AGE = 16;
/** Today as the user's calendar shows it (yyyy-mm-dd). */
function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole years between a yyyy-mm-dd date and today (a birthday later this year does not count yet). */
export function ageOn(isoDate: string, today: string = localToday()): number {
  const years = Number(today.slice(0, 4)) - Number(isoDate.slice(0, 4));
  return today.slice(5) >= isoDate.slice(5) ? years : years - 1;
}

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Date of birth (yyyy-mm-dd, as a date input gives it): required, a real past date, at least 16 years ago. */
export const birthdayRule = (t: TFunction) =>
  z
    .string()
    .trim()
    .min(1, t('common:validation.required'))
    .refine(isCalendarDate, t('common:validation.date'))
    .refine((value) => !isCalendarDate(value) || value <= localToday(), t('common:validation.date'))
    .refine((value) => !isCalendarDate(value) || ageOn(value) >= MIN_AGE, t('common:validation.minAge', { min: MIN_AGE }));

/** This month as the user's calendar shows it (yyyy-mm). */
const localMonth = () => localToday().slice(0, 7);

/**
 * A month (yyyy-mm, as a month input gives it, or typed where browsers show a text box) that is not in
 * the future; required unless `required: false`, then it may be empty.
 */
export const monthRule = (t: TFunction, { required = true }: { required?: boolean } = {}) =>
  z
    .string()
    .trim()
    .refine((value) => !required || value !== '', t('common:validation.required'))
    .refine((value) => value === '' || /^\d{4}-(0[1-9]|1[0-2])$/.test(value), t('common:validation.month'))
    .refine((value) => value === '' || value <= localMonth(), t('common:validation.notInFuture'));

/** An optional description: empty, or `min` to `max` characters (10 to 4000 in the contracts). */
export const descriptionRule = (t: TFunction, { min, max }: LengthBounds) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (value.length >= min && value.length <= max), t('common:validation.descriptionLength', { min, max }));

/**
 * Spec section 5: a period's end is required unless it is still going on (`ongoing` ticked), and comes
 * after its start (months or dates, which compare as strings). For `superRefine`; the issue goes on the
 * end field, and `messages` may word it for the form (a licence's expiry).
 */
export function periodEndRule<K extends string>(
  t: TFunction,
  fields: { start: K; end: K; ongoing: K },
  messages: { required?: string; order?: string } = {},
) {
  return (values: Record<K, string | boolean>, context: z.RefinementCtx): void => {
    const start = values[fields.start];
    const end = values[fields.end];
    if (values[fields.ongoing] === true) return;
    if (!end) context.addIssue({ code: 'custom', path: [fields.end], message: messages.required ?? t('common:validation.required') });
    else if (start && end <= start) context.addIssue({ code: 'custom', path: [fields.end], message: messages.order ?? t('common:validation.startBeforeEnd') });
  };
}
