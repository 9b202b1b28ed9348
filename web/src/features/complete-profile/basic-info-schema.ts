/**
 * Step 1's form: the basic info (spec section 3, birthday at least 16) and one job preference with the
 * required fields of spec section 5 (a location for on-site and hybrid work, a time zone for remote work;
 * the maximum salary not below the minimum). Values are the inputs' strings; `toRequests` makes the calls.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { JobPreference, JobPreferenceInput, JobPreferenceUpdate, ProfileBasicInfo, ProfileUpdateRequest } from '@sdk/generated/jobseeker/hooks';
import {
  createJobPreferenceBodyJobTitleMax, updateJobPreferenceBodyJobTitleMax, updateMyProfileBodyFirstNameMax, updateMyProfileBodyLastNameMax,
} from '@sdk/generated/jobseeker/zod';
import { birthdayRule, monthRule, nameRule, requiredText } from '../../lib/form-rules';
import { JobPreferenceInputWorkArrangementId as Arrangement } from './complete-profile-queries';
import type { BasicInfoConfigLists } from './profile-options';

/** The names go to updateMyProfile; the title to createJobPreference or updateJobPreference (the tighter bound). */
export const FIRST_NAME_MAX = updateMyProfileBodyFirstNameMax;
export const LAST_NAME_MAX = updateMyProfileBodyLastNameMax;
export const JOB_TITLE_MAX = Math.min(createJobPreferenceBodyJobTitleMax, updateJobPreferenceBodyJobTitleMax);
const SALARY_DIGITS = /^[0-9]{1,9}$/;

export function basicInfoSchema(t: TFunction) {
  const required = t('common:validation.required');
  const choice = z.string().min(1, required);
  const salary = z.string().trim().min(1, required).regex(SALARY_DIGITS, t('complete-profile:basicInfo.errors.salary'));
  return z
    .object({
      firstName: nameRule(t, FIRST_NAME_MAX),
      lastName: nameRule(t, LAST_NAME_MAX),
      birthday: birthdayRule(t),
      jobSeekerType: z.enum(['experienced', 'fresh_graduate']),
      workSince: z.string().trim(),
      currentLocationId: choice,
      jobSeekingStatus: z.enum(['actively_looking', 'open_to_offers', 'not_looking']),
      noticePeriodId: choice,
      jobTitle: requiredText(t, JOB_TITLE_MAX),
      industryId: choice,
      jobTypeId: choice,
      workArrangementId: choice,
      locationId: z.string(),
      timezone: z.string(),
      workLanguageId: choice,
      currencyId: choice,
      salaryFrom: salary,
      salaryTo: salary,
      salaryTypeId: choice,
    })
    .superRefine((values, context) => {
      if (values.jobSeekerType === 'experienced') {
        const month = monthRule(t).safeParse(values.workSince);
        if (!month.success) context.addIssue({ code: 'custom', path: ['workSince'], message: month.error.issues[0]?.message ?? required });
      }
      const remote = values.workArrangementId === String(Arrangement.Remote);
      if (remote && !values.timezone) context.addIssue({ code: 'custom', path: ['timezone'], message: required });
      if (!remote && !values.locationId) context.addIssue({ code: 'custom', path: ['locationId'], message: required });
      if (SALARY_DIGITS.test(values.salaryFrom) && SALARY_DIGITS.test(values.salaryTo) && Number(values.salaryTo) < Number(values.salaryFrom)) {
        context.addIssue({ code: 'custom', path: ['salaryTo'], message: t('complete-profile:basicInfo.errors.salaryOrder') });
      }
    });
}

export type BasicInfoValues = z.input<ReturnType<typeof basicInfoSchema>>;

/** Where a 40001 reply's field (the contract's name) shows in this form. */
export const BASIC_INFO_FIELDS: Record<string, keyof BasicInfoValues> = {
  first_name: 'firstName',
  last_name: 'lastName',
  birthday: 'birthday',
  job_seeker_type: 'jobSeekerType',
  work_since: 'workSince',
  current_location_id: 'currentLocationId',
  job_seeking_status: 'jobSeekingStatus',
  notice_period_id: 'noticePeriodId',
  job_title: 'jobTitle',
  industry_id: 'industryId',
  job_type_id: 'jobTypeId',
  work_arrangement_id: 'workArrangementId',
  location_id: 'locationId',
  timezone: 'timezone',
  work_language_id: 'workLanguageId',
  currency_id: 'currencyId',
  salary_from: 'salaryFrom',
  salary_to: 'salaryTo',
  salary_type_id: 'salaryTypeId',
};

/** The form as the saved profile and its first preference fill it (new users: names and the site's currency). */
export function basicInfoDefaults(
  info: ProfileBasicInfo,
  preference: JobPreference | undefined,
  lists: BasicInfoConfigLists,
  fallback: { currencyId: string },
): BasicInfoValues {
  // An id the site's lists do not offer (another site's location) is left for the user to choose again.
  const known = (list: readonly { id: number }[], id: number | null | undefined) => (id && list.some((item) => item.id === id) ? String(id) : '');
  const locations = lists.location_lists.flatMap((region) => region.locations);
  return {
    firstName: info.first_name,
    lastName: info.last_name,
    birthday: info.birthday ?? '',
    jobSeekerType: info.job_seeker_type,
    workSince: info.work_since?.slice(0, 7) ?? '',
    currentLocationId: known(locations, info.current_location_id),
    jobSeekingStatus: info.job_seeking_status,
    noticePeriodId: known(lists.notice_period_lists, info.notice_period_id),
    jobTitle: preference?.job_title ?? '',
    industryId: known(lists.industry_lists, preference?.industry_id),
    jobTypeId: known(lists.job_types, preference?.job_type_id),
    workArrangementId: String(preference?.work_arrangement_id ?? Arrangement.Onsite),
    locationId: known(locations, preference?.location_id ?? info.current_location_id),
    timezone: preference?.timezone ?? '',
    workLanguageId: known(lists.language_lists, preference?.work_language_id),
    currencyId: known(lists.currency_lists, preference?.currency_id) || fallback.currencyId,
    salaryFrom: preference ? String(preference.salary_from) : '',
    salaryTo: preference ? String(preference.salary_to) : '',
    salaryTypeId: String(preference?.salary_type_id ?? 2),
  };
}

/** The two calls of step 1: the profile update, and the preference (only the form's fields, so others stay). */
export function toRequests(values: BasicInfoValues, saved: JobPreference | undefined): { profile: ProfileUpdateRequest; preference: JobPreferenceInput & JobPreferenceUpdate } {
  const remote = values.workArrangementId === String(Arrangement.Remote);
  const noticePeriod = Number(values.noticePeriodId);
  const jobTitle = values.jobTitle.trim();
  return {
    profile: {
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      birthday: values.birthday,
      job_seeker_type: values.jobSeekerType,
      work_since: values.jobSeekerType === 'experienced' ? `${values.workSince.trim()}-01` : null,
      current_location_id: Number(values.currentLocationId),
      job_seeking_status: values.jobSeekingStatus,
      notice_period_id: noticePeriod,
    },
    preference: {
      job_title: jobTitle,
      // A title picked from suggestions keeps its id until the title is changed.
      function_job_title_id: saved && saved.job_title === jobTitle ? saved.function_job_title_id : null,
      industry_id: Number(values.industryId),
      job_type_id: Number(values.jobTypeId),
      work_arrangement_id: Number(values.workArrangementId) as JobPreferenceInput['work_arrangement_id'],
      location_id: remote ? null : Number(values.locationId),
      timezone: remote ? values.timezone : null,
      work_language_id: Number(values.workLanguageId),
      currency_id: Number(values.currencyId),
      salary_from: Number(values.salaryFrom),
      salary_to: Number(values.salaryTo),
      salary_type_id: Number(values.salaryTypeId) as JobPreferenceInput['salary_type_id'],
      notice_period_id: noticePeriod,
    },
  };
}
