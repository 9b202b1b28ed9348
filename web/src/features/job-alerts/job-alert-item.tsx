/** One alert: its criteria and frequency, then edit in place or delete after a confirmation. */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobAlert } from '@sdk/generated/jobseeker/hooks';
import { AlertFailure } from './alert-failure';
import { CriteriaChips } from './criteria-chips';
import { JobAlertEditForm } from './job-alert-edit-form';
import type { JobAlertConfigLists } from './job-alert-config-lists';
import { useDeleteJobAlertMutation } from './job-alerts-queries';

interface JobAlertItemProps {
  alert: JobAlert;
  lists: JobAlertConfigLists | undefined;
  onChanged: (message: string) => void;
  /** The alert is gone (focus has to go somewhere that still exists). */
  onDeleted: (message: string) => void;
}

type Mode = 'view' | 'edit' | 'confirm-delete';

export function JobAlertItem({ alert, lists, onChanged, onDeleted }: JobAlertItemProps) {
  const { t } = useTranslation(['job-alerts', 'common']);
  const titleId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const remove = useDeleteJobAlertMutation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const title = alert.keyword || t('criteria.allJobs');

  // Focus follows the change of mode: into the confirmation, and back to "Edit" when a form closes.
  const returning = useRef(false);
  useEffect(() => {
    if (mode === 'confirm-delete') confirmRef.current?.focus();
    if (mode === 'edit') editorRef.current?.querySelector<HTMLElement>('input:checked')?.focus();
    if (mode === 'view' && returning.current) {
      returning.current = false;
      editRef.current?.focus();
    }
  }, [mode]);

  const backToView = () => {
    returning.current = true;
    setMode('view');
  };

  const confirmDelete = () => {
    remove.mutate({ id: alert.id }, { onSuccess: () => onDeleted(t('manage.deleted', { name: title })) });
  };

  return (
    <article className="job-alerts__item" aria-labelledby={titleId}>
      <h3 id={titleId} className="job-alerts__item-title" dir="auto">
        {title}
      </h3>
      <CriteriaChips criteria={alert} />
      <p className="job-alerts__meta">
        {t(`frequency.${alert.frequency}`)} · <span dir="auto">{alert.email}</span>
      </p>
      {mode === 'edit' ? (
        <div ref={editorRef}>
          <JobAlertEditForm
            alert={alert}
            lists={lists}
            onCancel={backToView}
            onDone={(message) => {
              onChanged(message);
              backToView();
            }}
          />
        </div>
      ) : null}
      {mode === 'confirm-delete' ? (
        <div className="job-alerts__confirm" role="group" aria-label={t('delete.title')}>
          <p>{t('delete.question')}</p>
          <AlertFailure error={remove.error} notice={t('delete.failed')} />
          <div className="job-alerts__actions">
            <button type="button" className="button button--secondary" onClick={backToView} disabled={remove.isPending}>
              {t('delete.keep')}
            </button>
            <button ref={confirmRef} type="button" className="button job-alerts__danger" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? t('delete.working') : t('delete.confirm')}
            </button>
          </div>
        </div>
      ) : null}
      {mode === 'view' ? (
        <div className="job-alerts__actions">
          <button ref={editRef} type="button" className="button button--secondary" onClick={() => setMode('edit')} aria-describedby={titleId}>
            {t('manage.edit')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setMode('confirm-delete')} aria-describedby={titleId}>
            {t('manage.delete')}
          </button>
        </div>
      ) : null}
    </article>
  );
}
