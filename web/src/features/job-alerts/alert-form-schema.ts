/**
 * The alert forms' rules: daily or weekly; a guest's email is required and valid (spec section 5), within
 * createJobAlert's bound; the keyword within the create or update call's bound (a search's words may be
 * longer than an alert keeps, so the create form lets the seeker shorten them).
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { createJobAlertBodyEmailMax, createJobAlertBodyKeywordMax, updateJobAlertBodyKeywordMax } from '@sdk/generated/jobseeker/zod';
import { emailRule } from '../../lib/form-rules';

export const FREQUENCIES = ['daily', 'weekly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** How much of a search's words an alert keeps. */
export const CREATE_KEYWORD_MAX = createJobAlertBodyKeywordMax;

export function createAlertSchema(t: TFunction, guest: boolean) {
  return z.object({
    frequency: z.enum(FREQUENCIES),
    email: guest ? emailRule(t, createJobAlertBodyEmailMax) : z.string(),
    keyword: z.string().trim().max(CREATE_KEYWORD_MAX, t('job-alerts:create.keywordTooLong', { max: CREATE_KEYWORD_MAX })),
  });
}

export type CreateAlertValues = z.infer<ReturnType<typeof createAlertSchema>>;

/** An optional whole number from a text input: empty is null. */
const optionalId = z.string().transform((value) => (value === '' ? null : Number(value)));

/** The edit form's keyword field (its `maxLength` too). */
export const KEYWORD_MAX = updateJobAlertBodyKeywordMax;

export function editAlertSchema(t: TFunction) {
  return z.object({
    frequency: z.enum(FREQUENCIES),
    keyword: z.string().trim().max(KEYWORD_MAX, t('common:validation.tooLong')),
    location_id: optionalId,
    job_type_id: optionalId,
    salary_from: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{1,9}$/.test(value), t('job-alerts:edit.salaryInvalid'))
      .transform((value) => (value === '' ? null : Number(value))),
  });
}

export type EditAlertInput = z.input<ReturnType<typeof editAlertSchema>>;
export type EditAlertValues = z.output<ReturnType<typeof editAlertSchema>>;
