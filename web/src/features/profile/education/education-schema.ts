/** The education form: school and level required, a period that starts before it ends, a 10–4000 character description. */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { ProfileEducation, ProfileEducationInput } from '@sdk/generated/jobseeker/hooks';
import { EDUCATION_BOUNDS } from '../../../lib/profile-entry-bounds';
import { descriptionRule, monthRule, periodEndRule, requiredText } from '../../../lib/form-rules';
import { firstDayOf, idText, monthOf } from '../../../lib/form-values';

export const EDUCATION_DESCRIPTION = EDUCATION_BOUNDS.description;

export function educationSchema(t: TFunction) {
  return z
    .object({
      school_name: requiredText(t, EDUCATION_BOUNDS.schoolNameMax),
      education_level_id: z.string().min(1, t('common:validation.required')),
      field_of_study: z.string().trim().max(EDUCATION_BOUNDS.fieldOfStudyMax, t('common:validation.tooLong')),
      start_date: monthRule(t),
      end_date: monthRule(t, { required: false }),
      is_currently_attending: z.boolean(),
      description: descriptionRule(t, EDUCATION_DESCRIPTION),
    })
    .superRefine(periodEndRule(t, { start: 'start_date', end: 'end_date', ongoing: 'is_currently_attending' }));
}

export type EducationInput = z.input<ReturnType<typeof educationSchema>>;
export type EducationValues = z.output<ReturnType<typeof educationSchema>>;

export function educationDefaults(entry?: ProfileEducation): EducationInput {
  return {
    school_name: entry?.school_name ?? '',
    education_level_id: idText(entry?.education_level_id),
    field_of_study: entry?.field_of_study ?? '',
    start_date: monthOf(entry?.start_date),
    end_date: monthOf(entry?.end_date),
    is_currently_attending: entry?.is_currently_attending ?? false,
    description: entry?.description ?? '',
  };
}

export function toEducationInput(values: EducationValues): ProfileEducationInput {
  return {
    school_name: values.school_name,
    education_level_id: Number(values.education_level_id),
    field_of_study: values.field_of_study || null,
    start_date: firstDayOf(values.start_date),
    end_date: values.is_currently_attending || !values.end_date ? null : firstDayOf(values.end_date),
    is_currently_attending: values.is_currently_attending,
    description: values.description || null,
  };
}
