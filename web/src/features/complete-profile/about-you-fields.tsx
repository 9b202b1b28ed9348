/** Step 1, first part: who the user is (names, birthday, experience, location, search status, availability). */
import { useTranslation } from 'react-i18next';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { CurrentLocationFinder } from '../../components/current-location-finder';
import { RadioGroupField } from '../../components/radio-group-field';
import { SelectField, registerSelect } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { FIRST_NAME_MAX, LAST_NAME_MAX, type BasicInfoValues } from './basic-info-schema';
import { locationOptions, toOptions, type BasicInfoConfigLists } from './profile-options';

const SEEKING_STATUSES = ['actively_looking', 'open_to_offers', 'not_looking'] as const;

export function AboutYouFields({ form, lists }: { form: UseFormReturn<BasicInfoValues>; lists: BasicInfoConfigLists }) {
  const { t } = useTranslation('complete-profile');
  const { register, control, formState } = form;
  const { errors } = formState;
  const seekerType = useWatch({ control, name: 'jobSeekerType' });
  return (
    <fieldset className="section complete-profile__section">
      <legend className="complete-profile__legend">{t('basicInfo.aboutYou')}</legend>
      <div className="complete-profile__row">
        <TextField label={t('fields.firstName')} autoComplete="given-name" maxLength={FIRST_NAME_MAX} {...register('firstName')} error={errors.firstName?.message} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" maxLength={LAST_NAME_MAX} {...register('lastName')} error={errors.lastName?.message} />
      </div>
      <TextField label={t('fields.birthday')} type="date" autoComplete="bday" hint={t('fields.birthdayHint')} {...register('birthday')} error={errors.birthday?.message} />
      <RadioGroupField
        legend={t('fields.seekerType')}
        options={[
          { value: 'experienced', label: t('fields.seekerTypes.experienced') },
          { value: 'fresh_graduate', label: t('fields.seekerTypes.fresh_graduate') },
        ]}
        register={register('jobSeekerType')}
        error={errors.jobSeekerType?.message}
      >
        {seekerType === 'experienced' ? (
          <TextField label={t('fields.workSince')} type="month" hint={t('fields.monthHint')} {...register('workSince')} error={errors.workSince?.message} />
        ) : null}
      </RadioGroupField>
      <SelectField
        label={t('fields.currentLocation')}
        placeholder={t('fields.choose')}
        options={locationOptions(lists)}
        {...registerSelect(form, 'currentLocationId')}
        error={errors.currentLocationId?.message}
      />
      <CurrentLocationFinder lists={lists} onFound={(id) => form.setValue('currentLocationId', id, { shouldDirty: true, shouldValidate: true })} />
      <div className="complete-profile__row">
        <SelectField
          label={t('fields.seekingStatus')}
          options={SEEKING_STATUSES.map((status) => ({ value: status, label: t(`fields.seekingStatuses.${status}`) }))}
          {...registerSelect(form, 'jobSeekingStatus')}
          error={errors.jobSeekingStatus?.message}
        />
        <SelectField
          label={t('fields.availability')}
          placeholder={t('fields.choose')}
          options={toOptions(lists.notice_period_lists)}
          {...registerSelect(form, 'noticePeriodId')}
          error={errors.noticePeriodId?.message}
        />
      </div>
    </fieldset>
  );
}
