/** Adding or editing an education (P15, P16), with the duplicate-school warning before saving. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileEducation } from '@sdk/generated/jobseeker/hooks';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { CheckboxField, registerCheckbox } from '../form/checkbox-field';
import { toOptions, type ProfileConfigLists } from '../form/config-options';
import { useDuplicateWarning } from '../form/duplicate-warning';
import { FormActions } from '../form/form-actions';
import { SelectField, registerSelect } from '../../../components/select-field';
import { useSaveForm } from '../form/use-save-form';
import type { EntryFormProps } from '../page/entry-list-section';
import { useEducationChanges } from '../profile-queries';
import { EDUCATION_DESCRIPTION, educationDefaults, educationSchema, toEducationInput, type EducationInput, type EducationValues } from './education-schema';

interface EducationFormProps extends EntryFormProps<ProfileEducation> {
  lists: ProfileConfigLists;
  /** Every education, for the duplicate-school warning. */
  all: readonly ProfileEducation[];
}

export function EducationForm({ entry, lists, all, formKey, onSaved, onCancel }: EducationFormProps) {
  const { t } = useTranslation('profile');
  const schema = useMemo(() => educationSchema(t), [t]);
  const form = useForm<EducationInput, unknown, EducationValues>({ resolver: zodResolver(schema), defaultValues: educationDefaults(entry) });
  const { formError, saving, save } = useSaveForm(form, formKey, 'school_name');
  const changes = useEducationChanges();
  const duplicate = useDuplicateWarning(
    'education',
    all.filter((other) => other.id !== entry?.id).map((other) => other.school_name),
  );
  const { register, handleSubmit, formState, watch } = form;
  const errors = formState.errors;
  const ongoing = watch('is_currently_attending');

  const submit = handleSubmit((values) =>
    duplicate.guard(values.school_name, () =>
      void save(() => changes.save(entry?.id, toEducationInput(values)), onSaved),
    ),
  );

  return (
    <>
      <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate aria-label={entry ? t('education.editLabel', { name: entry.school_name }) : t('education.add')}>
        <div className="profile-form__grid">
          <TextField label={t('education.schoolName')} required error={errors.school_name?.message} {...register('school_name')} />
          <SelectField label={t('education.level')} required placeholder={t('form.choose')} options={toOptions(lists.educations)} error={errors.education_level_id?.message} {...registerSelect(form, 'education_level_id')} />
          <TextField label={t('education.fieldOfStudy')} error={errors.field_of_study?.message} {...register('field_of_study')} />
          <TextField label={t('form.startMonth')} type="month" required hint={t('form.monthHint')} error={errors.start_date?.message} {...register('start_date')} />
          {ongoing ? null : <TextField label={t('form.endMonth')} type="month" required hint={t('form.monthHint')} error={errors.end_date?.message} {...register('end_date')} />}
        </div>
        <CheckboxField label={t('education.stillAttending')} {...registerCheckbox(form, 'is_currently_attending')} />
        <TextAreaField label={t('form.description')} hint={t('form.descriptionHint', { min: EDUCATION_DESCRIPTION.min, max: EDUCATION_DESCRIPTION.max })} rows={4} error={errors.description?.message} {...register('description')} />
        <FormActions saving={saving} error={formError} onCancel={onCancel} />
      </form>
      {duplicate.dialog}
    </>
  );
}
