/**
 * Editing the personal summary (P05 `summary`, up to 4000 characters), with "Write with AI" beside it.
 * A summary taken from the AI is also kept for its job preference (G07 PATCH) when the form is saved.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JobPreference } from '@sdk/generated/jobseeker/hooks';
import { TextAreaField } from '../../../components/text-area-field';
import { FormActions } from '../form/form-actions';
import { useSaveForm } from '../form/use-save-form';
import { useSummaryChange } from '../profile-queries';
import { AiWriter, type AcceptedSummary } from './ai-writer';
import { AI_SUMMARY_MIN, SUMMARY_MAX, summarySchema, type SummaryValues } from './summary-schema';

interface SummaryFormProps {
  summary: string | null;
  preferences: readonly JobPreference[];
  formKey: string;
  onSaved: () => void;
  onCancel: () => void;
}

export function SummaryForm({ summary, preferences, formKey, onSaved, onCancel }: SummaryFormProps) {
  const { t } = useTranslation('profile');
  const schema = useMemo(() => summarySchema(t), [t]);
  const form = useForm<SummaryValues>({ resolver: zodResolver(schema), defaultValues: { summary: summary ?? '' } });
  const { formError, saving, save } = useSaveForm(form, formKey, 'summary');
  const saveSummary = useSummaryChange();
  const [writerOpen, setWriterOpen] = useState(false);
  const [accepted, setAccepted] = useState<AcceptedSummary | null>(null);
  const errors = form.formState.errors;

  const accept = (choice: AcceptedSummary) => {
    form.setValue('summary', choice.text.slice(0, SUMMARY_MAX), { shouldDirty: true, shouldValidate: true });
    setAccepted(choice);
    setWriterOpen(false);
    form.setFocus('summary');
  };

  const submit = form.handleSubmit((values) =>
    save(
      () =>
        saveSummary(
          values.summary || null,
          accepted && values.summary.length >= AI_SUMMARY_MIN
            ? { job_preference_id: accepted.jobPreferenceId, summary: values.summary, rewrite_type: accepted.rewriteType }
            : undefined,
        ),
      onSaved,
    ),
  );

  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('summary.formLabel')}>
      <TextAreaField label={t('summary.field')} rows={6} hint={t('summary.hint', { max: SUMMARY_MAX })} error={errors.summary?.message} {...form.register('summary')} />
      {writerOpen ? (
        <AiWriter preferences={preferences} onAccept={accept} onClose={() => setWriterOpen(false)} />
      ) : (
        <button type="button" className="button button--secondary summary-ai__open" onClick={() => setWriterOpen(true)}>
          {t('summary.ai.open')}
        </button>
      )}
      <FormActions saving={saving} error={formError} onCancel={onCancel} />
    </form>
  );
}
