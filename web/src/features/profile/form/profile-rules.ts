/**
 * Rules of the profile's forms beyond the shared ones (lib/form-rules.ts: months, descriptions, periods):
 * valid http(s) URLs, and names compared as a person would.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { httpUrlOf } from '../../../lib/http-url';

/** "please enter a valid URL": http or https only, up to `max` characters (the field's bound in the operation the form calls). */
export const urlRule = (t: TFunction, { required, max }: { required: boolean; max: number }) =>
  z
    .string()
    .trim()
    .refine((value) => (required ? value !== '' : true), t('common:validation.required'))
    .refine((value) => value === '' || httpUrlOf(value) !== null, t('profile:form.invalidUrl'))
    .refine((value) => value.length <= max, t('common:validation.tooLong'));

/** Trimmed, lower case, single spaces: "SGV & Co." and " sgv  & co. " are the same employer. */
export function sameName(a: string, b: string): boolean {
  const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return normalise(a) === normalise(b);
}
