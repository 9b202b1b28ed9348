/**
 * Rules the profile's entry forms share (spec section 5): descriptions of 10 to 4000 characters,
 * periods whose start comes before their end (or that are still going on), valid http(s) URLs.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { httpUrlOf } from '../../../lib/http-url';
import { MONTH_INPUT, todayIso } from './dates';

export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 4000;

/** Optional: empty, or 10 to 4000 characters. */
export const descriptionRule = (t: TFunction) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || value.length >= DESCRIPTION_MIN, t('profile:form.descriptionMin', { min: DESCRIPTION_MIN }))
    .refine((value) => value.length <= DESCRIPTION_MAX, t('profile:form.descriptionMax', { max: DESCRIPTION_MAX }));

/** A month (`YYYY-MM`) that is not in the future; `required` or may be empty. */
export const monthRule = (t: TFunction, required: boolean) =>
  z
    .string()
    .refine((value) => (required ? value !== '' : true), t('common:validation.required'))
    .refine((value) => value === '' || MONTH_INPUT.test(value), t('profile:form.invalidMonth'))
    .refine((value) => value === '' || value <= todayIso().slice(0, 7), t('profile:form.notInFuture'));

/** "please enter a valid URL": http or https only. */
export const urlRule = (t: TFunction, required: boolean) =>
  z
    .string()
    .trim()
    .refine((value) => (required ? value !== '' : true), t('common:validation.required'))
    .refine((value) => value === '' || httpUrlOf(value) !== null, t('profile:form.invalidUrl'))
    .refine((value) => value.length <= 2048, t('common:validation.tooLong'));

/**
 * A period's end: required unless it is still going on (`ongoing` ticked), and after its start (both
 * months or both dates, which compare as strings). Reported on the end field; `messages` overrides the
 * usual "required" and "start before end" wording.
 */
export function endAfterStart<K extends string>(
  t: TFunction,
  fields: { start: K; end: K; ongoing: K },
  messages: { required?: string; order?: string } = {},
) {
  return (values: Record<K, string | boolean>, context: z.RefinementCtx): void => {
    const start = values[fields.start];
    const end = values[fields.end];
    if (values[fields.ongoing] === true) return;
    if (!end) context.addIssue({ code: 'custom', path: [fields.end], message: messages.required ?? t('common:validation.required') });
    else if (start && end <= start) context.addIssue({ code: 'custom', path: [fields.end], message: messages.order ?? t('profile:form.startBeforeEnd') });
  };
}

/** A select's value as an optional id. */
export const idOrNull = (value: string): number | null => (value === '' ? null : Number(value));
export const idText = (id: number | null | undefined): string => (id === null || id === undefined ? '' : String(id));

/** Trimmed, lower case, single spaces: "SGV & Co." and " sgv  & co. " are the same employer. */
export function sameName(a: string, b: string): boolean {
  const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return normalise(a) === normalise(b);
}
