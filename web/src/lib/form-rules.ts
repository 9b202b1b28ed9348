/**
 * The validation rules of spec section 5 as zod schemas with translated messages, shared by every form:
 * email, the 6-digit code, passwords, names and the mobile number. Messages live in the common catalog
 * (`common:validation.*`), which is loaded at start-up, so a rule never waits for a feature's strings.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';

export const EMAIL_MAX = 255;
export const CODE_LENGTH = 6;
export const NAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** Anything the user has to fill in: "This field is required." when blank after trimming. */
export const requiredText = (t: TFunction, max = EMAIL_MAX) =>
  z.string().trim().min(1, t('common:validation.required')).max(max, t('common:validation.tooLong'));

/** "Please enter a valid email address."; empty is "This field is required." */
export const emailRule = (t: TFunction) =>
  z
    .string()
    .trim()
    .min(1, t('common:validation.required'))
    .pipe(z.email(t('common:validation.email')).max(EMAIL_MAX, t('common:validation.email')));

/** The one-time code: exactly six digits (spaces around it are forgiven). */
export const codeRule = (t: TFunction) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{${CODE_LENGTH}}$`), t('common:validation.code'));

/** The password typed to sign in: anything non-empty up to the maximum (old passwords stay valid). */
export const passwordRule = (t: TFunction) => z.string().min(1, t('common:validation.required')).max(PASSWORD_MAX, t('common:validation.passwordMax', { max: PASSWORD_MAX }));

/** A password being chosen: 8 to 64 characters. */
export const newPasswordRule = (t: TFunction) =>
  z
    .string()
    .min(1, t('common:validation.required'))
    .min(PASSWORD_MIN, t('common:validation.passwordMin', { min: PASSWORD_MIN }))
    .max(PASSWORD_MAX, t('common:validation.passwordMax', { max: PASSWORD_MAX }));

/** First or last name: required, at most 50 characters. */
export const nameRule = (t: TFunction) =>
  z.string().trim().min(1, t('common:validation.required')).max(NAME_MAX, t('common:validation.nameMax', { max: NAME_MAX }));

/** A national mobile number: spaces and hyphens are dropped, then digits only ("cannot be empty"). */
export const mobileNumberRule = (t: TFunction) =>
  z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, t('common:validation.phoneRequired')).regex(/^[0-9]+$/, t('common:validation.phoneDigits')));

/** A new password and its repetition, which must match (the mismatch is reported on the repetition). */
export const newPasswordPairRule = (t: TFunction) =>
  z
    .object({ password: newPasswordRule(t), confirmation: z.string().min(1, t('common:validation.required')) })
    .refine((values) => values.password === values.confirmation, { path: ['confirmation'], message: t('common:validation.mismatch') });
