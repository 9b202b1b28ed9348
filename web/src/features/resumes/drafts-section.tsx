/** Resume drafts: up to 5 (41254 beyond), each editable and deletable; one dialog at a time. */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeDraft } from '@sdk/generated/jobseeker/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useQueryScope } from '../../lib/query-scope';
import { resumeTemplatesQuery } from '../../lib/resume-templates-queries';
import { useFormatInstant } from '../../lib/date-time/use-reading-time';
import { DraftDialog } from './draft-dialog';
import { ConfirmDeleteDialog } from './dialog-parts';
import { draftListQuery, useDraftMutations } from './resumes-queries';

type Open = { kind: 'edit'; draft: ResumeDraft | null } | { kind: 'delete'; draft: ResumeDraft };

function DeleteDraftDialog({ draft, onClose, onDone }: { draft: ResumeDraft; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation('resumes');
  const { remove } = useDraftMutations();
  const confirm = () => remove.mutate({ id: draft.id }, { onSuccess: () => onDone(t('drafts.deleted', { name: draft.name })) });
  return (
    <ConfirmDeleteDialog
      title={t('drafts.deleteTitle')}
      question={t('drafts.deleteQuestion', { name: draft.name })}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

function DraftItem({ draft, templateName, onOpen }: { draft: ResumeDraft; templateName: string | undefined; onOpen: (open: Open) => void }) {
  const { t } = useTranslation('resumes');
  const titleId = useId();
  const formatDate = useFormatInstant('date');
  return (
    <article className="resumes-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="resumes-card__title" dir="auto">
        {draft.name}
      </h3>
      <p className="resumes-card__meta">
        {templateName ? t('drafts.withTemplate', { template: templateName }) : t('drafts.noTemplate')} · {t('card.updated', { date: formatDate(draft.updated_at) })}
      </p>
      {draft.content.headline ? (
        <p className="resumes-card__headline" dir="auto">
          {draft.content.headline}
        </p>
      ) : null}
      <div className="resumes-card__actions">
        <button type="button" className="button button--secondary" aria-describedby={titleId} onClick={() => onOpen({ kind: 'edit', draft })}>
          {t('drafts.edit')}
        </button>
        <button type="button" className="button button--secondary" aria-describedby={titleId} onClick={() => onOpen({ kind: 'delete', draft })}>
          {t('card.delete')}
        </button>
      </div>
    </article>
  );
}

export function DraftsSection() {
  const { t } = useTranslation('resumes');
  const scope = useQueryScope();
  const drafts = useQuery(draftListQuery(scope));
  const templates = useQuery(resumeTemplatesQuery(scope));
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState('');
  const templateList = templates.data?.templates ?? [];
  const done = (message: string) => {
    setNotice(message);
    setOpen(null);
  };

  let body;
  if (drafts.isPending) body = <LoadingState label={t('drafts.loading')} />;
  else if (drafts.isError) body = <ErrorState error={drafts.error} onRetry={() => void drafts.refetch()} />;
  else {
    const { drafts: list, max_drafts: max } = drafts.data;
    const full = list.length >= max;
    body = (
      <>
        <div className="resumes-actions resumes-actions--start">
          <p className="resumes-count">{t('drafts.count', { count: list.length, max })}</p>
          <button type="button" className="button" onClick={() => setOpen({ kind: 'edit', draft: null })} disabled={full} aria-describedby="resumes-drafts-limit">
            {t('drafts.new')}
          </button>
        </div>
        <p id="resumes-drafts-limit" className="resumes-hint">
          {full ? t('drafts.full', { count: max }) : t('drafts.limit', { count: max })}
        </p>
        {list.length === 0 ? (
          <EmptyState title={t('drafts.empty')} hint={t('drafts.emptyHint')} />
        ) : (
          <ul className="resumes-list">
            {list.map((draft) => (
              <li key={draft.id}>
                <DraftItem draft={draft} templateName={templateList.find((template) => template.id === draft.template_id)?.name} onOpen={setOpen} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className="section resumes-section" aria-labelledby="resumes-drafts-title" aria-busy={drafts.isFetching || undefined}>
      <h2 id="resumes-drafts-title" className="section__title">
        {t('drafts.title')}
      </h2>
      <div role="status">{notice ? <p className="resumes-notice">{notice}</p> : null}</div>
      {body}
      {open?.kind === 'edit' ? <DraftDialog draft={open.draft} templates={templateList} onClose={() => setOpen(null)} onDone={done} /> : null}
      {open?.kind === 'delete' ? <DeleteDraftDialog draft={open.draft} onClose={() => setOpen(null)} onDone={done} /> : null}
    </section>
  );
}
