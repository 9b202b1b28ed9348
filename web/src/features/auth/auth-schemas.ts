/** The sign-in forms' schemas, put together from the shared rules of spec section 5 (lib/form-rules). */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { emailRule, nameRule, newPasswordRule, passwordRule, requiredText } from '../../lib/form-rules';

export const emailSchema = (t: TFunction) => z.object({ email: emailRule(t) });
export type EmailValues = z.infer<ReturnType<typeof emailSchema>>;

export const passwordSchema = (t: TFunction) => z.object({ login: requiredText(t), password: passwordRule(t) });
export type PasswordValues = z.infer<ReturnType<typeof passwordSchema>>;

export const registerSchema = (t: TFunction) =>
  z.object({
    firstName: nameRule(t),
    lastName: nameRule(t),
    email: emailRule(t),
    // Optional: left empty, registration uses the spec's placeholder password.
    password: z.union([z.literal(''), newPasswordRule(t)]),
    terms: z.boolean(),
  });
export type RegisterValues = z.infer<ReturnType<typeof registerSchema>>;
