/** Step 1, second part: the job preference (spec section 5's required fields). */
import { useTranslation } from 'react-i18next';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { RadioGroupField } from '../../components/radio-group-field';
import { SelectField, registerSelect } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useNow } from '../../lib/date-time/use-reading-time';
import { useIntlLocale } from '../../lib/use-intl-locale';
import { JOB_TITLE_MAX, type BasicInfoValues } from './basic-info-schema';
import { JobPreferenceInputWorkArrangementId as Arrangement } from './complete-profile-queries';
import { currencyOptions, locationOptions, timezoneOptions, toOptions, type BasicInfoConfigLists } from './profile-options';

interface PreferenceFieldsProps {
  form: UseFormReturn<BasicInfoValues>;
  lists: BasicInfoConfigLists;
  savedTimezone: string | null | undefined;
}

/** The remote work time zones, with their offsets once hydrated (useNow): a leaf, so only it renders again then. */
function TimezoneField({ form, savedTimezone, placeholder, error }: { form: UseFormReturn<BasicInfoValues>; savedTimezone: string | null | undefined; placeholder: string; error: string | undefined }) {
  const { t } = useTranslation('complete-profile');
  const locale = useIntlLocale();
  const now = useNow();
  return (
    <SelectField
      label={t('fields.timezone')}
      placeholder={placeholder}
      options={timezoneOptions(locale, savedTimezone, now)}
      {...registerSelect(form, 'timezone')}
      error={error}
    />
  );
}

export function PreferenceFields({ form, lists, savedTimezone }: PreferenceFieldsProps) {
  const { t } = useTranslation('complete-profile');
  const { register, control, formState } = form;
  const { errors } = formState;
  const remote = useWatch({ control, name: 'workArrangementId' }) === String(Arrangement.Remote);
  const choose = t('fields.choose');
  return (
    <fieldset className="section complete-profile__section">
      <legend className="complete-profile__legend">{t('basicInfo.preference')}</legend>
      <p className="complete-profile__hint">{t('basicInfo.preferenceHint')}</p>
      <TextField label={t('fields.jobTitle')} maxLength={JOB_TITLE_MAX} {...register('jobTitle')} error={errors.jobTitle?.message} />
      <div className="complete-profile__row">
        <SelectField label={t('fields.industry')} placeholder={choose} options={toOptions(lists.industry_lists)} {...registerSelect(form, 'industryId')} error={errors.industryId?.message} />
        <SelectField label={t('fields.jobType')} placeholder={choose} options={toOptions(lists.job_types)} {...registerSelect(form, 'jobTypeId')} error={errors.jobTypeId?.message} />
      </div>
      <RadioGroupField legend={t('fields.workArrangement')} options={toOptions(lists.work_arrangements)} register={register('workArrangementId')} error={errors.workArrangementId?.message}>
        {remote ? (
          <TimezoneField form={form} savedTimezone={savedTimezone} placeholder={choose} error={errors.timezone?.message} />
        ) : (
          <SelectField label={t('fields.location')} placeholder={choose} options={locationOptions(lists)} {...registerSelect(form, 'locationId')} error={errors.locationId?.message} />
        )}
      </RadioGroupField>
      <SelectField
        label={t('fields.workLanguage')}
        placeholder={choose}
        options={toOptions(lists.language_lists)}
        {...registerSelect(form, 'workLanguageId')}
        error={errors.workLanguageId?.message}
      />
      <div className="complete-profile__row complete-profile__row--salary">
        <SelectField label={t('fields.currency')} placeholder={choose} options={currencyOptions(lists)} {...registerSelect(form, 'currencyId')} error={errors.currencyId?.message} />
        <TextField label={t('fields.salaryFrom')} inputMode="numeric" {...register('salaryFrom')} error={errors.salaryFrom?.message} />
        <TextField label={t('fields.salaryTo')} inputMode="numeric" {...register('salaryTo')} error={errors.salaryTo?.message} />
        <SelectField label={t('fields.salaryType')} options={toOptions(lists.salary_types)} {...registerSelect(form, 'salaryTypeId')} error={errors.salaryTypeId?.message} />
      </div>
    </fieldset>
  );
}
