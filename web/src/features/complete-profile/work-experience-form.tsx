/**
 * A work experience (spec section 3): company, title, function, industry, the working period (or "I
 * still work here"), monthly salary and currency, a description of 10 to 4000 characters, and hiding
 * the resume from this company. Adds a new one or saves changes to `entry`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { ProfileWorkExperience, ProfileWorkExperienceInput } from '@sdk/generated/jobseeker/hooks';
import { WORK_EXPERIENCE_BOUNDS } from '../../lib/profile-entry-bounds';
import { SelectField, registerSelect } from '../../components/select-field';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { descriptionRule, monthRule, periodEndRule, requiredText } from '../../lib/form-rules';
import { firstDayOf, idOrNull, idText, monthOf } from '../../lib/form-values';
import { useWorkExperienceMutations } from './complete-profile-queries';
import { EntryFormActions } from './entry-form-actions';
import { currencyOptions, toOptions, type WorkExperienceConfigLists } from './profile-options';
import { useEntrySubmit } from './use-entry-submit';

const SALARY_DIGITS = /^[0-9]{1,9}$/;

function workExperienceSchema(t: TFunction) {
  return z
    .object({
      companyName: requiredText(t, WORK_EXPERIENCE_BOUNDS.companyNameMax),
      jobTitle: requiredText(t, WORK_EXPERIENCE_BOUNDS.jobTitleMax),
      jobFunctionId: z.string(),
      industryId: z.string(),
      startMonth: monthRule(t),
      endMonth: monthRule(t, { required: false }),
      current: z.boolean(),
      salary: z.string().trim().refine((value) => value === '' || SALARY_DIGITS.test(value), t('complete-profile:basicInfo.errors.salary')),
      currencyId: z.string(),
      description: descriptionRule(t, WORK_EXPERIENCE_BOUNDS.description),
      hidden: z.boolean(),
    })
    .superRefine(periodEndRule(t, { start: 'startMonth', end: 'endMonth', ongoing: 'current' }));
}

type WorkExperienceValues = z.input<ReturnType<typeof workExperienceSchema>>;

const FIELDS: Partial<Record<string, keyof WorkExperienceValues>> = {
  company_name: 'companyName', job_title: 'jobTitle', job_function_id: 'jobFunctionId', industry_id: 'industryId', start_date: 'startMonth',
  end_date: 'endMonth', is_currently_working: 'current', salary: 'salary', currency_id: 'currencyId', description: 'description',
  is_hidden_from_company: 'hidden',
};

function defaultsOf(entry: ProfileWorkExperience | undefined, currencyId: string): WorkExperienceValues {
  return {
    companyName: entry?.company_name ?? '',
    jobTitle: entry?.job_title ?? '',
    jobFunctionId: idText(entry?.job_function_id),
    industryId: idText(entry?.industry_id),
    startMonth: monthOf(entry?.start_date),
    endMonth: monthOf(entry?.end_date),
    current: entry?.is_currently_working ?? false,
    salary: entry?.salary === null || entry?.salary === undefined ? '' : String(entry.salary),
    currencyId: entry ? idText(entry.currency_id) : currencyId,
    description: entry?.description ?? '',
    hidden: entry?.is_hidden_from_company ?? false,
  };
}

function toRequest(values: WorkExperienceValues): ProfileWorkExperienceInput {
  const description = values.description.trim();
  return {
    company_name: values.companyName.trim(),
    job_title: values.jobTitle.trim(),
    job_function_id: idOrNull(values.jobFunctionId),
    industry_id: idOrNull(values.industryId),
    start_date: firstDayOf(values.startMonth),
    end_date: values.current ? null : firstDayOf(values.endMonth),
    is_currently_working: values.current,
    salary: values.salary.trim() ? Number(values.salary) : null,
    currency_id: idOrNull(values.currencyId),
    description: description || null,
    is_hidden_from_company: values.hidden,
  };
}

interface WorkExperienceFormProps {
  entry: ProfileWorkExperience | undefined;
  lists: WorkExperienceConfigLists;
  siteCurrencyId: string;
  onSaved: () => void;
  onCancel: () => void;
}

export function WorkExperienceForm({ entry, lists, siteCurrencyId, onSaved, onCancel }: WorkExperienceFormProps) {
  const { t } = useTranslation(['complete-profile', 'common']);
  const id = useId();
  const schema = useMemo(() => workExperienceSchema(t), [t]);
  const form = useForm<WorkExperienceValues>({ resolver: zodResolver(schema), defaultValues: defaultsOf(entry, siteCurrencyId) });
  const { register, control, formState, setFocus } = form;
  const { errors } = formState;
  const current = useWatch({ control, name: 'current' });
  const { create, update } = useWorkExperienceMutations();
  const { submit, failure } = useEntrySubmit(
    form,
    FIELDS,
    (values) => (entry ? update.mutateAsync({ id: entry.id, data: toRequest(values) }) : create.mutateAsync({ data: toRequest(values) })),
    onSaved,
  );
  useEffect(() => setFocus('companyName'), [setFocus]);

  return (
    <form className="complete-profile__entry-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="complete-profile__entry-title">
        {entry ? t('workExperience.editTitle') : t('workExperience.addTitle')}
      </h3>
      <div className="complete-profile__row">
        <TextField label={t('fields.companyName')} maxLength={WORK_EXPERIENCE_BOUNDS.companyNameMax} {...register('companyName')} error={errors.companyName?.message} />
        <TextField label={t('fields.jobTitle')} maxLength={WORK_EXPERIENCE_BOUNDS.jobTitleMax} {...register('jobTitle')} error={errors.jobTitle?.message} />
      </div>
      <div className="complete-profile__row">
        <SelectField label={t('fields.jobFunction')} placeholder={t('fields.optional')} options={toOptions(lists.job_functions)} {...registerSelect(form, 'jobFunctionId')} error={errors.jobFunctionId?.message} />
        <SelectField label={t('fields.industry')} placeholder={t('fields.optional')} options={toOptions(lists.industry_lists)} {...registerSelect(form, 'industryId')} error={errors.industryId?.message} />
      </div>
      <div className="complete-profile__row">
        <TextField label={t('fields.startMonth')} type="month" hint={t('fields.monthHint')} {...register('startMonth')} error={errors.startMonth?.message} />
        {current ? null : <TextField label={t('fields.endMonth')} type="month" hint={t('fields.monthHint')} {...register('endMonth')} error={errors.endMonth?.message} />}
      </div>
      <label className="complete-profile__check">
        <input type="checkbox" {...register('current')} />
        <span>{t('fields.currentlyWorking')}</span>
      </label>
      <div className="complete-profile__row">
        <TextField label={t('fields.monthlySalary')} inputMode="numeric" {...register('salary')} error={errors.salary?.message} />
        <SelectField label={t('fields.currency')} placeholder={t('fields.optional')} options={currencyOptions(lists)} {...registerSelect(form, 'currencyId')} error={errors.currencyId?.message} />
      </div>
      <TextAreaField label={t('fields.description')} hint={t('fields.descriptionHint')} rows={4} maxLength={WORK_EXPERIENCE_BOUNDS.description.max} {...register('description')} error={errors.description?.message} />
      <label className="complete-profile__check">
        <input type="checkbox" {...register('hidden')} />
        <span>{t('fields.hideFromCompany')}</span>
      </label>
      <EntryFormActions failure={failure} pending={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
