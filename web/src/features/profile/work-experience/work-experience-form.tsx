/** Adding or editing a work experience (P18, P19), with the duplicate-employer warning before saving. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileWorkExperience } from '@sdk/generated/jobseeker/hooks';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { CheckboxField, registerCheckbox } from '../form/checkbox-field';
import { currencyOptions, toOptions, type ProfileConfigLists } from '../form/config-options';
import { useDuplicateWarning } from '../form/duplicate-warning';
import { FormActions } from '../form/form-actions';
import { SelectField, registerSelect } from '../../../components/select-field';
import { useSaveForm } from '../form/use-save-form';
import type { EntryFormProps } from '../page/entry-list-section';
import { useWorkExperienceChanges } from '../profile-queries';
import { toWorkExperienceInput, WORK_DESCRIPTION, workExperienceDefaults, workExperienceSchema, type WorkExperienceInput, type WorkExperienceValues } from './work-experience-schema';

interface WorkExperienceFormProps extends EntryFormProps<ProfileWorkExperience> {
  lists: ProfileConfigLists;
  /** Every work experience, for the duplicate-employer warning. */
  all: readonly ProfileWorkExperience[];
}

export function WorkExperienceForm({ entry, lists, all, formKey, onSaved, onCancel }: WorkExperienceFormProps) {
  const { t } = useTranslation('profile');
  const schema = useMemo(() => workExperienceSchema(t), [t]);
  const form = useForm<WorkExperienceInput, unknown, WorkExperienceValues>({ resolver: zodResolver(schema), defaultValues: workExperienceDefaults(entry) });
  const { formError, saving, save } = useSaveForm(form, formKey, 'company_name');
  const changes = useWorkExperienceChanges();
  const duplicate = useDuplicateWarning(
    'workExperience',
    all.filter((other) => other.id !== entry?.id).map((other) => other.company_name),
  );
  const { register, handleSubmit, formState, watch } = form;
  const errors = formState.errors;
  const ongoing = watch('is_currently_working');

  const submit = handleSubmit((values) =>
    duplicate.guard(values.company_name, () =>
      void save(() => changes.save(entry?.id, toWorkExperienceInput(values)), onSaved),
    ),
  );

  return (
    <>
      <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate aria-label={entry ? t('workExperience.editLabel', { name: entry.company_name }) : t('workExperience.add')}>
        <div className="profile-form__grid">
          <TextField label={t('workExperience.companyName')} required autoComplete="organization" error={errors.company_name?.message} {...register('company_name')} />
          <TextField label={t('workExperience.jobTitle')} required autoComplete="organization-title" error={errors.job_title?.message} {...register('job_title')} />
          <SelectField label={t('workExperience.jobFunction')} placeholder={t('form.choose')} options={toOptions(lists.job_functions)} error={errors.job_function_id?.message} {...registerSelect(form, 'job_function_id')} />
          <SelectField label={t('workExperience.industry')} placeholder={t('form.choose')} options={toOptions(lists.industry_lists)} error={errors.industry_id?.message} {...registerSelect(form, 'industry_id')} />
          <TextField label={t('form.startMonth')} type="month" required hint={t('form.monthHint')} error={errors.start_date?.message} {...register('start_date')} />
          {ongoing ? null : <TextField label={t('form.endMonth')} type="month" required hint={t('form.monthHint')} error={errors.end_date?.message} {...register('end_date')} />}
        </div>
        <CheckboxField label={t('workExperience.stillWorking')} {...registerCheckbox(form, 'is_currently_working')} />
        <div className="profile-form__grid">
          <TextField label={t('workExperience.salary')} inputMode="numeric" error={errors.salary?.message} {...register('salary')} />
          <SelectField label={t('form.currency')} placeholder={t('form.choose')} options={currencyOptions(lists)} error={errors.currency_id?.message} {...registerSelect(form, 'currency_id')} />
        </div>
        <TextAreaField label={t('form.description')} hint={t('form.descriptionHint', { min: WORK_DESCRIPTION.min, max: WORK_DESCRIPTION.max })} rows={4} error={errors.description?.message} {...register('description')} />
        <CheckboxField label={t('workExperience.hideFromCompany')} {...registerCheckbox(form, 'is_hidden_from_company')} />
        <FormActions saving={saving} error={formError} onCancel={onCancel} />
      </form>
      {duplicate.dialog}
    </>
  );
}
