/**
 * The sign-in forms' schemas, put together from the shared rules of spec section 5 (lib/form-rules) with
 * the bounds of the operation each form calls (sdk/generated/<service>/zod.ts).
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { loginWithPasswordBodyLoginMax, loginWithPasswordBodyPasswordMax } from '@sdk/generated/auth/zod';
import {
  registerUserBodyEmailMax, registerUserBodyFirstNameMax, registerUserBodyLastNameMax, registerUserBodyPasswordMax, registerUserBodyPasswordMin,
} from '@sdk/generated/data/zod';
import { emailRule, nameRule, newPasswordRule, passwordRule, requiredText } from '../../lib/form-rules';

/** An email form; `max` is the `email` bound of the operation it calls (sendEmailOtp, sendMagicLink, …). */
export const emailSchema = (t: TFunction, max: number) => z.object({ email: emailRule(t, max) });
export type EmailValues = z.infer<ReturnType<typeof emailSchema>>;

/** loginWithPassword. */
export const passwordSchema = (t: TFunction) =>
  z.object({ login: requiredText(t, loginWithPasswordBodyLoginMax), password: passwordRule(t, loginWithPasswordBodyPasswordMax) });
export type PasswordValues = z.infer<ReturnType<typeof passwordSchema>>;

/** registerUser. */
export const registerSchema = (t: TFunction) =>
  z.object({
    firstName: nameRule(t, registerUserBodyFirstNameMax),
    lastName: nameRule(t, registerUserBodyLastNameMax),
    email: emailRule(t, registerUserBodyEmailMax),
    // Optional: left empty, registration uses the spec's placeholder password.
    password: z.union([z.literal(''), newPasswordRule(t, { min: registerUserBodyPasswordMin, max: registerUserBodyPasswordMax })]),
    terms: z.boolean(),
  });
export type RegisterValues = z.infer<ReturnType<typeof registerSchema>>;
