/**
 * An education (spec section 3): school, level or degree, field of study, the study period (or
 * "currently attending") and a description of 10 to 4000 characters. Adds a new one or saves `entry`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { ProfileEducation, ProfileEducationInput } from '@sdk/generated/jobseeker/hooks';
import { EDUCATION_BOUNDS } from '../../lib/profile-entry-bounds';
import { SelectField, registerSelect } from '../../components/select-field';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { descriptionRule, monthRule, periodEndRule, requiredText } from '../../lib/form-rules';
import { firstDayOf, idText, monthOf } from '../../lib/form-values';
import { useEducationMutations } from './complete-profile-queries';
import { EntryFormActions } from './entry-form-actions';
import { toOptions, type EducationConfigLists } from './profile-options';
import { useEntrySubmit } from './use-entry-submit';


function educationSchema(t: TFunction) {
  return z
    .object({
      schoolName: requiredText(t, EDUCATION_BOUNDS.schoolNameMax),
      levelId: z.string().min(1, t('common:validation.required')),
      fieldOfStudy: z.string().trim().max(EDUCATION_BOUNDS.fieldOfStudyMax, t('common:validation.tooLong')),
      startMonth: monthRule(t),
      endMonth: monthRule(t, { required: false }),
      attending: z.boolean(),
      description: descriptionRule(t, EDUCATION_BOUNDS.description),
    })
    .superRefine(periodEndRule(t, { start: 'startMonth', end: 'endMonth', ongoing: 'attending' }));
}

type EducationValues = z.input<ReturnType<typeof educationSchema>>;

const FIELDS: Partial<Record<string, keyof EducationValues>> = {
  school_name: 'schoolName', education_level_id: 'levelId', field_of_study: 'fieldOfStudy', start_date: 'startMonth', end_date: 'endMonth',
  is_currently_attending: 'attending', description: 'description',
};

function defaultsOf(entry: ProfileEducation | undefined): EducationValues {
  return {
    schoolName: entry?.school_name ?? '',
    levelId: idText(entry?.education_level_id),
    fieldOfStudy: entry?.field_of_study ?? '',
    startMonth: monthOf(entry?.start_date),
    endMonth: monthOf(entry?.end_date),
    attending: entry?.is_currently_attending ?? false,
    description: entry?.description ?? '',
  };
}

function toRequest(values: EducationValues): ProfileEducationInput {
  return {
    school_name: values.schoolName.trim(),
    education_level_id: Number(values.levelId),
    field_of_study: values.fieldOfStudy.trim() || null,
    start_date: firstDayOf(values.startMonth),
    end_date: values.attending ? null : firstDayOf(values.endMonth),
    is_currently_attending: values.attending,
    description: values.description.trim() || null,
  };
}

interface EducationFormProps {
  entry: ProfileEducation | undefined;
  lists: EducationConfigLists;
  onSaved: () => void;
  onCancel: () => void;
}

export function EducationForm({ entry, lists, onSaved, onCancel }: EducationFormProps) {
  const { t } = useTranslation(['complete-profile', 'common']);
  const id = useId();
  const schema = useMemo(() => educationSchema(t), [t]);
  const form = useForm<EducationValues>({ resolver: zodResolver(schema), defaultValues: defaultsOf(entry) });
  const { register, control, formState, setFocus } = form;
  const { errors } = formState;
  const attending = useWatch({ control, name: 'attending' });
  const { create, update } = useEducationMutations();
  const { submit, failure } = useEntrySubmit(
    form,
    FIELDS,
    (values) => (entry ? update.mutateAsync({ id: entry.id, data: toRequest(values) }) : create.mutateAsync({ data: toRequest(values) })),
    onSaved,
  );
  useEffect(() => setFocus('schoolName'), [setFocus]);

  return (
    <form className="complete-profile__entry-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="complete-profile__entry-title">
        {entry ? t('education.editTitle') : t('education.addTitle')}
      </h3>
      <TextField label={t('fields.schoolName')} maxLength={EDUCATION_BOUNDS.schoolNameMax} {...register('schoolName')} error={errors.schoolName?.message} />
      <div className="complete-profile__row">
        <SelectField label={t('fields.educationLevel')} placeholder={t('fields.choose')} options={toOptions(lists.educations)} {...registerSelect(form, 'levelId')} error={errors.levelId?.message} />
        <TextField label={t('fields.fieldOfStudy')} maxLength={EDUCATION_BOUNDS.fieldOfStudyMax} {...register('fieldOfStudy')} error={errors.fieldOfStudy?.message} />
      </div>
      <div className="complete-profile__row">
        <TextField label={t('fields.startMonth')} type="month" hint={t('fields.monthHint')} {...register('startMonth')} error={errors.startMonth?.message} />
        {attending ? null : <TextField label={t('fields.endMonth')} type="month" hint={t('fields.monthHint')} {...register('endMonth')} error={errors.endMonth?.message} />}
      </div>
      <label className="complete-profile__check">
        <input type="checkbox" {...register('attending')} />
        <span>{t('fields.currentlyAttending')}</span>
      </label>
      <TextAreaField label={t('fields.description')} hint={t('fields.descriptionHint')} rows={4} maxLength={EDUCATION_BOUNDS.description.max} {...register('description')} error={errors.description?.message} />
      <EntryFormActions failure={failure} pending={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
