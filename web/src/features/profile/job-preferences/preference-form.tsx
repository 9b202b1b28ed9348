/**
 * Adding or editing a job preference (P21, P22). A group already holding three preferences is refused
 * by the server (41262 remote, 41263 on-site or hybrid): the message goes on the work arrangement.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@sdk/api-error';
import type { JobPreference } from '@sdk/generated/jobseeker/hooks';
import { TextField } from '../../../components/text-field';
import { CheckboxField, registerCheckbox } from '../form/checkbox-field';
import { currencyOptions, locationOptions, toOptions, type ProfileConfigLists } from '../form/config-options';
import { FormActions } from '../form/form-actions';
import { SelectField, registerSelect } from '../../../components/select-field';
import { useSaveForm } from '../form/use-save-form';
import type { EntryFormProps } from '../page/entry-list-section';
import { JobPreferenceWorkArrangementId as Arrangement, usePreferenceChanges } from '../profile-queries';
import { MAX_PER_GROUP } from './preference-limits';
import { preferenceDefaults, preferenceSchema, toPreferenceInput, type PreferenceInput, type PreferenceValues } from './preference-schema';

const LIMIT_FIELDS = { [ErrorCode.TooManyRemotePreferences]: 'work_arrangement_id', [ErrorCode.TooManyOnsitePreferences]: 'work_arrangement_id' } as const;

/** The browser's IANA time zones (with the saved one, should the browser not know it). */
function timeZoneOptions(current: string) {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

export function PreferenceForm({ entry, lists, formKey, onSaved, onCancel }: EntryFormProps<JobPreference> & { lists: ProfileConfigLists }) {
  const { t } = useTranslation(['profile', 'common']);
  const schema = useMemo(() => preferenceSchema(t), [t]);
  const form = useForm<PreferenceInput, unknown, PreferenceValues>({ resolver: zodResolver(schema), defaultValues: preferenceDefaults(entry) });
  const { formError, saving, save } = useSaveForm(form, formKey, 'job_title', { codeFields: LIMIT_FIELDS });
  const changes = usePreferenceChanges();
  const { register, handleSubmit, formState, watch } = form;
  const errors = formState.errors;
  const arrangement = watch('work_arrangement_id');
  const remote = arrangement === String(Arrangement.Remote);
  const zones = useMemo(() => timeZoneOptions(entry?.timezone ?? ''), [entry?.timezone]);

  const submit = handleSubmit((values) =>
    save(() => changes.save(entry?.id, toPreferenceInput(values, entry)), onSaved),
  );

  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate aria-label={entry ? t('jobPreferences.editLabel', { name: entry.job_title }) : t('jobPreferences.add')}>
      <div className="profile-form__grid">
        <TextField label={t('jobPreferences.jobTitle')} required error={errors.job_title?.message} {...register('job_title')} />
        <SelectField label={t('jobPreferences.industry')} required placeholder={t('form.choose')} options={toOptions(lists.industry_lists)} error={errors.industry_id?.message} {...registerSelect(form, 'industry_id')} />
        <SelectField label={t('jobPreferences.jobType')} required placeholder={t('form.choose')} options={toOptions(lists.job_types)} error={errors.job_type_id?.message} {...registerSelect(form, 'job_type_id')} />
        <SelectField
          label={t('jobPreferences.workArrangement')}
          required
          placeholder={t('form.choose')}
          options={toOptions(lists.work_arrangements)}
          hint={t('jobPreferences.limitHint', { max: MAX_PER_GROUP })}
          error={errors.work_arrangement_id?.message}
          {...registerSelect(form, 'work_arrangement_id')}
        />
        <SelectField label={t('jobPreferences.workLanguage')} required placeholder={t('form.choose')} options={toOptions(lists.language_lists)} error={errors.work_language_id?.message} {...registerSelect(form, 'work_language_id')} />
        {remote ? (
          <SelectField label={t('jobPreferences.timezone')} required placeholder={t('form.choose')} options={zones} error={errors.timezone?.message} {...registerSelect(form, 'timezone')} />
        ) : (
          <SelectField label={t('jobPreferences.location')} required placeholder={t('form.choose')} options={locationOptions(lists)} error={errors.location_id?.message} {...registerSelect(form, 'location_id')} />
        )}
        <SelectField label={t('jobPreferences.country')} placeholder={t('form.choose')} hint={t('jobPreferences.countryHint')} options={toOptions(lists.country_lists)} error={errors.country_id?.message} {...registerSelect(form, 'country_id')} />
        <SelectField label={t('form.currency')} required placeholder={t('form.choose')} options={currencyOptions(lists)} error={errors.currency_id?.message} {...registerSelect(form, 'currency_id')} />
        <TextField label={t('jobPreferences.salaryFrom')} required inputMode="numeric" error={errors.salary_from?.message} {...register('salary_from')} />
        <TextField label={t('jobPreferences.salaryTo')} required inputMode="numeric" error={errors.salary_to?.message} {...register('salary_to')} />
        <SelectField label={t('jobPreferences.salaryType')} required options={toOptions(lists.salary_types)} error={errors.salary_type_id?.message} {...registerSelect(form, 'salary_type_id')} />
        <SelectField label={t('jobPreferences.availability')} placeholder={t('form.choose')} options={toOptions(lists.notice_period_lists)} error={errors.notice_period_id?.message} {...registerSelect(form, 'notice_period_id')} />
      </div>
      <CheckboxField label={t('jobPreferences.openToWork')} {...registerCheckbox(form, 'is_open_to_work')} />
      <FormActions saving={saving} error={formError} onCancel={onCancel} />
    </form>
  );
}
