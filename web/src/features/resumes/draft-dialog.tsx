/**
 * Starting or editing a resume draft: its name, template, headline and summary (its sections are kept
 * as they are). A refusal (a sixth draft: 41254) keeps everything typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ResumeDraft, ResumeTemplate } from '@sdk/generated/jobseeker/hooks';
import {
  createResumeDraftBodyContentHeadlineMax, createResumeDraftBodyContentSummaryMax, updateResumeDraftBodyContentHeadlineMax,
  updateResumeDraftBodyContentSummaryMax,
} from '@sdk/generated/jobseeker/zod';
import { ModalDialog } from '../../components/modal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { requiredText } from '../../lib/form-rules';
import { DialogFooter } from './dialog-parts';
import { ResumeAlert } from './resume-alert';
import { DRAFT_NAME_MAX } from './resume-rules';
import { useDraftMutations } from './resumes-queries';

/** DraftContent's bounds, in createResumeDraft and updateResumeDraft: the tighter of each. */
const HEADLINE_MAX = Math.min(createResumeDraftBodyContentHeadlineMax, updateResumeDraftBodyContentHeadlineMax);
const SUMMARY_MAX = Math.min(createResumeDraftBodyContentSummaryMax, updateResumeDraftBodyContentSummaryMax);

interface DraftDialogProps {
  draft: ResumeDraft | null;
  templates: readonly ResumeTemplate[];
  onClose: () => void;
  onDone: (message: string) => void;
}

export function DraftDialog({ draft, templates, onClose, onDone }: DraftDialogProps) {
  const { t } = useTranslation(['resumes', 'common']);
  const formId = useId();
  const errorId = useId();
  const templateFieldId = useId();
  const { create, update } = useDraftMutations();
  const saving = draft ? update : create;
  const schema = z.object({
    name: requiredText(t, DRAFT_NAME_MAX),
    templateId: z.string(),
    headline: z.string().trim().max(HEADLINE_MAX, t('common:validation.tooLong')),
    summary: z.string().trim().max(SUMMARY_MAX, t('common:validation.tooLong')),
  });
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: draft?.name ?? '',
      templateId: draft?.template_id ? String(draft.template_id) : '',
      headline: draft?.content.headline ?? '',
      summary: draft?.content.summary ?? '',
    },
  });
  const submit = handleSubmit(({ name, templateId, headline, summary }) => {
    const fields = {
      name,
      template_id: templateId ? Number(templateId) : null,
      content: { headline: headline || null, summary: summary || null, sections: draft?.content.sections ?? [] },
    };
    const onSuccess = (saved: ResumeDraft) => onDone(t(draft ? 'drafts.updated' : 'drafts.created', { name: saved.name }));
    if (draft) update.mutate({ id: draft.id, data: fields }, { onSuccess });
    else create.mutate({ data: fields }, { onSuccess });
  });
  return (
    <ModalDialog
      title={draft ? t('drafts.editTitle') : t('drafts.newTitle')}
      onClose={onClose}
      busy={saving.isPending}
      footer={<DialogFooter onCancel={onClose} pending={saving.isPending} label={t('drafts.save')} pendingLabel={t('drafts.saving')} formId={formId} />}
    >
      <form id={formId} className="resumes-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby={saving.isError ? errorId : undefined}>
        <TextField label={t('drafts.name')} maxLength={DRAFT_NAME_MAX} dir="auto" autoComplete="off" error={formState.errors.name?.message} {...register('name')} />
        <div className="form-field">
          <label htmlFor={templateFieldId} className="text-field__label">
            {t('drafts.template')}
          </label>
          <select id={templateFieldId} className="select" {...register('templateId')}>
            <option value="">{t('drafts.noTemplate')}</option>
            {templates.map((template) => (
              <option key={template.id} value={String(template.id)}>
                {template.name}
              </option>
            ))}
          </select>
        </div>
        <TextField label={t('drafts.headline')} maxLength={HEADLINE_MAX} dir="auto" error={formState.errors.headline?.message} {...register('headline')} />
        <TextAreaField label={t('drafts.summary')} maxLength={SUMMARY_MAX} rows={4} dir="auto" error={formState.errors.summary?.message} {...register('summary')} />
        <ResumeAlert error={saving.error} id={errorId} />
      </form>
    </ModalDialog>
  );
}
