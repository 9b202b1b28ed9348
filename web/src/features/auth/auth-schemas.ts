/** The spec's validation rules (section 5) as zod schemas with translated messages. */
import type { TFunction } from 'i18next';
import { z } from 'zod';

export const NAME_MAX = 50;

export const emailField = (t: TFunction) =>
  z.string().trim().min(1, t('auth:validation.required')).email(t('auth:validation.email')).max(255, t('auth:validation.email'));

export const codeField = (t: TFunction) => z.string().trim().regex(/^[0-9]{6}$/, t('auth:validation.otp'));

export const emailSchema = (t: TFunction) => z.object({ email: emailField(t) });
export type EmailValues = z.infer<ReturnType<typeof emailSchema>>;

export const codeSchema = (t: TFunction) => z.object({ otp: codeField(t) });
export type CodeValues = z.infer<ReturnType<typeof codeSchema>>;

export const passwordSchema = (t: TFunction) =>
  z.object({
    login: z.string().trim().min(1, t('auth:validation.required')).max(255, t('auth:validation.tooLong')),
    password: z.string().min(1, t('auth:validation.required')).max(64, t('auth:validation.tooLong')),
  });
export type PasswordValues = z.infer<ReturnType<typeof passwordSchema>>;

const nameField = (t: TFunction) =>
  z.string().trim().min(1, t('auth:validation.required')).max(NAME_MAX, t('auth:validation.nameMax', { max: NAME_MAX }));

export const registerSchema = (t: TFunction) =>
  z.object({
    firstName: nameField(t),
    lastName: nameField(t),
    email: emailField(t),
    password: z.union([z.literal(''), z.string().min(8, t('auth:validation.passwordMin', { min: 8 })).max(64, t('auth:validation.tooLong'))]),
    terms: z.boolean(),
  });
export type RegisterValues = z.infer<ReturnType<typeof registerSchema>>;
