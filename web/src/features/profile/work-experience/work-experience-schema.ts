/** The work experience form: company and title required, a period that starts before it ends, a 10–4000 character description. */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { ProfileWorkExperience, ProfileWorkExperienceInput } from '@sdk/generated/jobseeker/hooks';
import { WORK_EXPERIENCE_BOUNDS } from '../../../lib/profile-entry-bounds';
import { descriptionRule, monthRule, periodEndRule, requiredText } from '../../../lib/form-rules';
import { firstDayOf, idOrNull, idText, monthOf } from '../../../lib/form-values';

export const WORK_DESCRIPTION = WORK_EXPERIENCE_BOUNDS.description;

export function workExperienceSchema(t: TFunction) {
  return z
    .object({
      company_name: requiredText(t, WORK_EXPERIENCE_BOUNDS.companyNameMax),
      job_title: requiredText(t, WORK_EXPERIENCE_BOUNDS.jobTitleMax),
      job_function_id: z.string(),
      industry_id: z.string(),
      start_date: monthRule(t),
      end_date: monthRule(t, { required: false }),
      is_currently_working: z.boolean(),
      salary: z.string().trim().regex(/^\d*$/, t('profile:form.wholeNumber')),
      currency_id: z.string(),
      description: descriptionRule(t, WORK_DESCRIPTION),
      is_hidden_from_company: z.boolean(),
    })
    .superRefine(periodEndRule(t, { start: 'start_date', end: 'end_date', ongoing: 'is_currently_working' }));
}

export type WorkExperienceInput = z.input<ReturnType<typeof workExperienceSchema>>;
export type WorkExperienceValues = z.output<ReturnType<typeof workExperienceSchema>>;

export function workExperienceDefaults(entry?: ProfileWorkExperience): WorkExperienceInput {
  return {
    company_name: entry?.company_name ?? '',
    job_title: entry?.job_title ?? '',
    job_function_id: idText(entry?.job_function_id),
    industry_id: idText(entry?.industry_id),
    start_date: monthOf(entry?.start_date),
    end_date: monthOf(entry?.end_date),
    is_currently_working: entry?.is_currently_working ?? false,
    salary: entry?.salary === null || entry?.salary === undefined ? '' : String(entry.salary),
    currency_id: idText(entry?.currency_id),
    description: entry?.description ?? '',
    is_hidden_from_company: entry?.is_hidden_from_company ?? false,
  };
}

export function toWorkExperienceInput(values: WorkExperienceValues): ProfileWorkExperienceInput {
  return {
    company_name: values.company_name,
    job_title: values.job_title,
    job_function_id: idOrNull(values.job_function_id),
    industry_id: idOrNull(values.industry_id),
    start_date: firstDayOf(values.start_date),
    end_date: values.is_currently_working || !values.end_date ? null : firstDayOf(values.end_date),
    is_currently_working: values.is_currently_working,
    salary: values.salary === '' ? null : Number(values.salary),
    currency_id: idOrNull(values.currency_id),
    description: values.description || null,
    is_hidden_from_company: values.is_hidden_from_company,
  };
}
