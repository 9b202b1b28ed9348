/**
 * The job preference form: every field spec section 5 requires (title, industry, job type, work
 * arrangement, work language, currency, minimum and maximum salary), a location for on-site and hybrid
 * work, a time zone for remote work, and a maximum not below the minimum.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { JobPreference, JobPreferenceInput } from '@sdk/generated/jobseeker/hooks';
import { createJobPreferenceBodyJobTitleMax, updateJobPreferenceBodyJobTitleMax } from '@sdk/generated/jobseeker/zod';
import { requiredText } from '../../../lib/form-rules';
import { idOrNull, idText } from '../../../lib/form-values';
import { JobPreferenceSalaryTypeId as SalaryType, JobPreferenceWorkArrangementId as Arrangement } from '../profile-queries';

/** The form adds (createJobPreference) and edits (updateJobPreference): the tighter bound. */
const TITLE_MAX = Math.min(createJobPreferenceBodyJobTitleMax, updateJobPreferenceBodyJobTitleMax);

export function preferenceSchema(t: TFunction) {
  const required = t('common:validation.required');
  const choice = z.string().min(1, required);
  const amount = z.string().trim().min(1, required).regex(/^\d+$/, t('profile:form.wholeNumber'));
  return z
    .object({
      job_title: requiredText(t, TITLE_MAX),
      industry_id: choice,
      job_type_id: choice,
      work_arrangement_id: choice,
      work_language_id: choice,
      location_id: z.string(),
      timezone: z.string(),
      country_id: z.string(),
      currency_id: choice,
      salary_from: amount,
      salary_to: amount,
      salary_type_id: choice,
      notice_period_id: z.string(),
      is_open_to_work: z.boolean(),
    })
    .superRefine((values, context) => {
      const remote = values.work_arrangement_id === String(Arrangement.Remote);
      if (values.work_arrangement_id && remote && !values.timezone) context.addIssue({ code: 'custom', path: ['timezone'], message: required });
      if (values.work_arrangement_id && !remote && !values.location_id) context.addIssue({ code: 'custom', path: ['location_id'], message: required });
      if (/^\d+$/.test(values.salary_from) && /^\d+$/.test(values.salary_to) && Number(values.salary_to) < Number(values.salary_from)) {
        context.addIssue({ code: 'custom', path: ['salary_to'], message: t('profile:jobPreferences.errors.salaryOrder') });
      }
    });
}

export type PreferenceInput = z.input<ReturnType<typeof preferenceSchema>>;
export type PreferenceValues = z.output<ReturnType<typeof preferenceSchema>>;

export function preferenceDefaults(entry?: JobPreference): PreferenceInput {
  return {
    job_title: entry?.job_title ?? '',
    industry_id: idText(entry?.industry_id),
    job_type_id: idText(entry?.job_type_id),
    work_arrangement_id: idText(entry?.work_arrangement_id),
    work_language_id: idText(entry?.work_language_id),
    location_id: idText(entry?.location_id),
    timezone: entry?.timezone ?? '',
    country_id: idText(entry?.country_id),
    currency_id: idText(entry?.currency_id),
    salary_from: entry ? String(entry.salary_from) : '',
    salary_to: entry ? String(entry.salary_to) : '',
    salary_type_id: idText(entry?.salary_type_id ?? SalaryType.Monthly),
    notice_period_id: idText(entry?.notice_period_id),
    is_open_to_work: entry?.is_open_to_work ?? true,
  };
}

const ARRANGEMENTS = Object.values(Arrangement);
const SALARY_TYPES = Object.values(SalaryType);

export function toPreferenceInput(values: PreferenceValues, entry?: JobPreference): JobPreferenceInput {
  const arrangement = ARRANGEMENTS.find((id) => String(id) === values.work_arrangement_id) ?? Arrangement.Onsite;
  const remote = arrangement === Arrangement.Remote;
  return {
    // A title typed over a suggested one is the user's own.
    function_job_title_id: entry && entry.job_title === values.job_title ? entry.function_job_title_id : null,
    job_title: values.job_title,
    industry_id: Number(values.industry_id),
    job_type_id: Number(values.job_type_id),
    work_arrangement_id: arrangement,
    work_language_id: Number(values.work_language_id),
    location_id: remote ? null : idOrNull(values.location_id),
    timezone: remote ? values.timezone || null : null,
    country_id: idOrNull(values.country_id),
    currency_id: Number(values.currency_id),
    salary_from: Number(values.salary_from),
    salary_to: Number(values.salary_to),
    salary_type_id: SALARY_TYPES.find((id) => String(id) === values.salary_type_id) ?? SalaryType.Monthly,
    is_open_to_work: values.is_open_to_work,
    notice_period_id: idOrNull(values.notice_period_id),
  };
}
