/** Editing the basic info (P05); the session user follows the saved names, phone, notice period and identity. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@sdk/api-error';
import type { ProfileBasicInfo } from '@sdk/generated/jobseeker/hooks';
import { CurrentLocationFinder } from '../../../components/current-location-finder';
import { TextField } from '../../../components/text-field';
import { useStore } from '../../../lib/app-jotai';
import { updateSessionUser } from '../../../lib/session/session-rules';
import { sessionAtom } from '../../../lib/session-atoms';
import { locationOptions, toOptions, type ProfileConfigLists } from '../form/config-options';
import { FormActions } from '../form/form-actions';
import { SelectField, registerSelect } from '../../../components/select-field';
import { useSaveForm } from '../form/use-save-form';
import { JobSeekerType, JobSeekingStatus, useBasicInfoMutation } from '../profile-queries';
import { MINIMUM_AGE, basicInfoDefaults, basicInfoSchema, toProfileUpdate, type BasicInfoInput, type BasicInfoValues } from './basic-info-schema';

/** Codes about the phone number (used elsewhere, too long, each country's format: 41348–41415) go on its field. */
const PHONE_CODES: readonly number[] = [
  ErrorCode.PhoneUsedByAnotherAccount,
  ErrorCode.PhoneTooLong,
  ...Object.entries(ErrorCode)
    .filter(([name]) => name.startsWith('InvalidMobile'))
    .map(([, code]) => code),
];
const PHONE_CODE_FIELDS = Object.fromEntries(PHONE_CODES.map((code) => [code, 'phone_num' as const]));

interface BasicInfoFormProps {
  info: ProfileBasicInfo;
  lists: ProfileConfigLists;
  formKey: string;
  onSaved: () => void;
  onCancel: () => void;
}

export function BasicInfoForm({ info, lists, formKey, onSaved, onCancel }: BasicInfoFormProps) {
  const { t } = useTranslation('profile');
  const store = useStore();
  const schema = useMemo(() => basicInfoSchema(t), [t]);
  const form = useForm<BasicInfoInput, unknown, BasicInfoValues>({ resolver: zodResolver(schema), defaultValues: basicInfoDefaults(info) });
  const { formError, saving, save } = useSaveForm(form, formKey, 'first_name', { codeFields: PHONE_CODE_FIELDS });
  const update = useBasicInfoMutation();
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const submit = handleSubmit((values) =>
    save(async () => {
      const saved = await update.mutateAsync({ data: toProfileUpdate(values, info) });
      const session = store.get(sessionAtom);
      updateSessionUser(store, {
        first_name: saved.first_name,
        last_name: saved.last_name,
        phone_country_code: saved.phone_country_code,
        phone_num: saved.phone_num,
        is_mobile_verified: saved.is_mobile_verified,
        notice_period_id: saved.notice_period_id,
        ...(session.kind === 'user' ? { additional_info: { source: session.user.additional_info?.source ?? null, user_identity_id: saved.user_identity_id } } : {}),
      });
    }, onSaved),
  );

  const phoneCodes = [...new Set(lists.country_lists.map((country) => country.code))].map((code) => ({ value: code, label: code }));
  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('basicInfo.formLabel')}>
      <div className="profile-form__grid">
        <TextField label={t('basicInfo.firstName')} autoComplete="given-name" required error={errors.first_name?.message} {...register('first_name')} />
        <TextField label={t('basicInfo.lastName')} autoComplete="family-name" required error={errors.last_name?.message} {...register('last_name')} />
        <TextField label={t('basicInfo.birthday')} type="date" autoComplete="bday" hint={t('basicInfo.birthdayHint', { min: MINIMUM_AGE })} error={errors.birthday?.message} {...register('birthday')} />
        <SelectField label={t('basicInfo.nationality')} placeholder={t('form.choose')} options={toOptions(lists.country_lists)} error={errors.nationality_id?.message} {...registerSelect(form, 'nationality_id')} />
        <SelectField label={t('basicInfo.currentLocation')} placeholder={t('form.choose')} options={locationOptions(lists)} error={errors.current_location_id?.message} {...registerSelect(form, 'current_location_id')} />
        <CurrentLocationFinder lists={lists} onFound={(id) => form.setValue('current_location_id', id, { shouldDirty: true, shouldValidate: true })} />
        <TextField label={t('basicInfo.homeAddress')} autoComplete="street-address" error={errors.home_address?.message} {...register('home_address')} />
        <TextField label={t('basicInfo.floorUnit')} error={errors.floor_unit?.message} {...register('floor_unit')} />
        <SelectField label={t('basicInfo.phoneCountryCode')} placeholder={t('form.choose')} options={phoneCodes} error={errors.phone_country_code?.message} {...registerSelect(form, 'phone_country_code')} />
        <TextField label={t('basicInfo.phoneNumber')} type="tel" inputMode="tel" autoComplete="tel-national" hint={t('basicInfo.phoneHint')} error={errors.phone_num?.message} {...register('phone_num')} />
        <TextField label={t('basicInfo.workSince')} type="month" hint={t('form.monthHint')} error={errors.work_since?.message} {...register('work_since')} />
        <SelectField
          label={t('basicInfo.jobSeekerType')}
          options={Object.values(JobSeekerType).map((value) => ({ value, label: t(`basicInfo.seekerType.${value}`) }))}
          {...registerSelect(form, 'job_seeker_type')}
        />
        <SelectField
          label={t('basicInfo.jobSeekingStatus')}
          options={Object.values(JobSeekingStatus).map((value) => ({ value, label: t(`basicInfo.seekingStatus.${value}`) }))}
          {...registerSelect(form, 'job_seeking_status')}
        />
        <SelectField label={t('basicInfo.availability')} placeholder={t('form.choose')} options={toOptions(lists.notice_period_lists)} error={errors.notice_period_id?.message} {...registerSelect(form, 'notice_period_id')} />
        <SelectField label={t('basicInfo.workEligibility')} placeholder={t('form.choose')} options={toOptions(lists.user_identity_lists)} error={errors.user_identity_id?.message} {...registerSelect(form, 'user_identity_id')} />
      </div>
      <FormActions saving={saving} error={formError} onCancel={onCancel} />
    </form>
  );
}
