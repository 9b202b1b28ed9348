/** Changes one alert's frequency and criteria in place; a refusal is shown and what was typed stays. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JobAlert } from '@sdk/generated/jobseeker/hooks';
import { RadioGroupField } from '../../components/radio-group-field';
import { registerSelect, SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { editAlertSchema, FREQUENCIES, KEYWORD_MAX, type EditAlertInput, type EditAlertValues } from './alert-form-schema';
import { AlertFailure } from './alert-failure';
import type { JobAlertConfigLists } from './job-alert-config-lists';
import { useUpdateJobAlertMutation } from './job-alerts-queries';

interface JobAlertEditFormProps {
  alert: JobAlert;
  lists: JobAlertConfigLists | undefined;
  onDone: (message: string) => void;
  onCancel: () => void;
}

const asText = (value: number | null) => (value === null ? '' : String(value));

export function JobAlertEditForm({ alert, lists, onDone, onCancel }: JobAlertEditFormProps) {
  const { t } = useTranslation(['job-alerts', 'common']);
  const update = useUpdateJobAlertMutation();
  const form = useForm<EditAlertInput, unknown, EditAlertValues>({
    resolver: zodResolver(editAlertSchema(t)),
    defaultValues: {
      frequency: alert.frequency,
      keyword: alert.keyword ?? '',
      location_id: asText(alert.location_id),
      job_type_id: asText(alert.job_type_id),
      salary_from: asText(alert.salary_from),
    },
  });
  const { errors } = form.formState;
  const idPrefix = `job-alert-${alert.id}`;
  const locations = (lists?.location_lists ?? []).map((region) => ({
    label: region.value,
    options: region.locations.map((location) => ({ value: String(location.id), label: location.value })),
  }));
  const jobTypes = (lists?.job_types ?? []).map((type) => ({ value: String(type.id), label: type.value }));

  const submit = (values: EditAlertValues) => {
    update.mutate({ id: alert.id, data: { ...values, keyword: values.keyword || null } }, { onSuccess: () => onDone(t('manage.updated')) });
  };

  return (
    <form className="job-alerts__form" noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('edit.title')}>
      <RadioGroupField legend={t('fields.frequency')} options={FREQUENCIES.map((value) => ({ value, label: t(`frequency.${value}`) }))} register={form.register('frequency')} />
      <TextField id={`${idPrefix}-keyword`} label={t('fields.keyword')} dir="auto" maxLength={KEYWORD_MAX} {...form.register('keyword')} error={errors.keyword?.message} />
      <SelectField id={`${idPrefix}-location`} label={t('fields.location')} placeholder={t('edit.anyLocation')} options={locations} {...registerSelect(form, 'location_id')} />
      <SelectField id={`${idPrefix}-job-type`} label={t('fields.jobType')} placeholder={t('edit.anyJobType')} options={jobTypes} {...registerSelect(form, 'job_type_id')} />
      <TextField id={`${idPrefix}-salary`} label={t('fields.salaryFrom')} inputMode="numeric" {...form.register('salary_from')} error={errors.salary_from?.message} />
      <AlertFailure error={update.error} notice={t('edit.failed')} />
      <div className="job-alerts__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={update.isPending}>
          {t('common:actions.cancel')}
        </button>
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? t('edit.working') : t('edit.submit')}
        </button>
      </div>
    </form>
  );
}
