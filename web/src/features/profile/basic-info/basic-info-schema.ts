/**
 * The basic info form (spec sections 3 and 5): names up to 50 characters, at least 16 years old, phone with its
 * country code. It calls updateMyProfile: the texts' bounds are that operation's.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { ProfileBasicInfo, ProfileUpdateRequest } from '@sdk/generated/jobseeker/hooks';
import {
  updateMyProfileBodyFirstNameMax, updateMyProfileBodyFloorUnitMax, updateMyProfileBodyHomeAddressMax, updateMyProfileBodyLastNameMax,
} from '@sdk/generated/jobseeker/zod';
import { ageOn, monthRule, nameRule } from '../../../lib/form-rules';
import { firstDayOf, idOrNull, idText, monthOf } from '../../../lib/form-values';
import { DATE_INPUT, todayIso } from '../form/dates';
import { JobSeekerType, JobSeekingStatus } from '../profile-queries';

export const MINIMUM_AGE = 16;
/**
 * The longest national number the server takes, separators dropped: a rule the contract states in words and
 * with its code (41286, "Phone number can be up to 15 characters"), not as a schema bound. The schema's
 * looser bound (updateMyProfileBodyPhoneNumMax) allows for spaces and hyphens, which this form drops before sending.
 */
export const PHONE_MAX = 15;

export function basicInfoSchema(t: TFunction, today: string = todayIso()) {
  const optionalText = (max: number) => z.string().trim().max(max, t('common:validation.tooLong'));
  return z
    .object({
      first_name: nameRule(t, updateMyProfileBodyFirstNameMax),
      last_name: nameRule(t, updateMyProfileBodyLastNameMax),
      birthday: z
        .string()
        .refine((value) => value === '' || DATE_INPUT.test(value), t('profile:form.invalidDate'))
        .refine((value) => value === '' || value <= today, t('profile:basicInfo.errors.birthdayFuture'))
        .refine((value) => value === '' || ageOn(value, today) >= MINIMUM_AGE, t('profile:basicInfo.errors.tooYoung', { count: MINIMUM_AGE })),
      nationality_id: z.string(),
      current_location_id: z.string(),
      home_address: optionalText(updateMyProfileBodyHomeAddressMax),
      floor_unit: optionalText(updateMyProfileBodyFloorUnitMax),
      phone_country_code: z.string(),
      phone_num: z
        .string()
        .transform((value) => value.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(/^[0-9]*$/, t('common:validation.phoneDigits')).max(PHONE_MAX, t('profile:basicInfo.errors.phoneMax', { max: PHONE_MAX }))),
      work_since: monthRule(t, { required: false }),
      job_seeker_type: z.enum([JobSeekerType.experienced, JobSeekerType.fresh_graduate]),
      job_seeking_status: z.enum([JobSeekingStatus.actively_looking, JobSeekingStatus.open_to_offers, JobSeekingStatus.not_looking]),
      notice_period_id: z.string(),
      user_identity_id: z.string(),
    })
    .refine((values) => values.phone_num === '' || values.phone_country_code !== '', {
      path: ['phone_country_code'],
      message: t('common:validation.required'),
    });
}

export type BasicInfoInput = z.input<ReturnType<typeof basicInfoSchema>>;
export type BasicInfoValues = z.output<ReturnType<typeof basicInfoSchema>>;

export function basicInfoDefaults(info: ProfileBasicInfo): BasicInfoInput {
  return {
    first_name: info.first_name,
    last_name: info.last_name,
    birthday: info.birthday ?? '',
    nationality_id: idText(info.nationality_id),
    current_location_id: idText(info.current_location_id),
    home_address: info.home_address ?? '',
    floor_unit: info.floor_unit ?? '',
    phone_country_code: info.phone_country_code ?? '',
    phone_num: info.phone_num ?? '',
    work_since: monthOf(info.work_since),
    job_seeker_type: info.job_seeker_type,
    job_seeking_status: info.job_seeking_status,
    notice_period_id: idText(info.notice_period_id),
    user_identity_id: idText(info.user_identity_id),
  };
}

/** The PATCH body. The phone goes only when it changed: a new number has to be verified again. */
export function toProfileUpdate(values: BasicInfoValues, current: ProfileBasicInfo): ProfileUpdateRequest {
  const phoneChanged = values.phone_num !== (current.phone_num ?? '') || values.phone_country_code !== (current.phone_country_code ?? '');
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    birthday: values.birthday || null,
    nationality_id: idOrNull(values.nationality_id),
    current_location_id: idOrNull(values.current_location_id),
    home_address: values.home_address || null,
    floor_unit: values.floor_unit || null,
    work_since: values.work_since ? firstDayOf(values.work_since) : null,
    job_seeker_type: values.job_seeker_type,
    job_seeking_status: values.job_seeking_status,
    notice_period_id: idOrNull(values.notice_period_id),
    user_identity_id: idOrNull(values.user_identity_id),
    ...(phoneChanged && values.phone_num ? { phone_country_code: values.phone_country_code, phone_num: values.phone_num } : {}),
  };
}
