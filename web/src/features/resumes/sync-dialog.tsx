/**
 * Syncing an uploaded resume into the online profile (spec section 4): analysing, then the new work
 * experience, education and skills found, then confirm and sync, then a rating.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeItem, ResumeSyncResult } from '@sdk/generated/jobseeker/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { ModalDialog } from '../../components/modal-dialog';
import { useQueryScope } from '../../lib/query-scope';
import { ResumeAlert } from './resume-alert';
import { syncableContentQuery, useSyncMutations } from './resumes-queries';
import { SyncItems, syncGroups } from './sync-items';
import { SyncRating, syncSummary } from './sync-rating';

type Step = { name: 'review' } | { name: 'rate'; result: ResumeSyncResult } | { name: 'rated'; result: ResumeSyncResult };

export function SyncDialog({ resume, onClose }: { resume: ResumeItem; onClose: () => void }) {
  const { t } = useTranslation(['resumes', 'common']);
  const formId = useId();
  const errorId = useId();
  const found = useQuery(syncableContentQuery(useQueryScope(), resume.id));
  const { sync } = useSyncMutations();
  const [step, setStep] = useState<Step>({ name: 'review' });
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());

  const groups = found.data ? syncGroups(found.data) : [];
  const chosen = (keys: { key: string }[]) => keys.map((item) => item.key).filter((key) => !unticked.has(key));
  const chosenCount = groups.reduce((sum, group) => sum + chosen(group.items).length, 0);
  const toggle = (key: string, ticked: boolean) =>
    setUnticked((previous) => {
      const next = new Set(previous);
      if (ticked) next.delete(key);
      else next.add(key);
      return next;
    });

  const confirm = () => {
    if (!found.data || chosenCount === 0) return;
    const data = { work_experience_keys: chosen(found.data.work_experiences), education_keys: chosen(found.data.educations), skill_keys: chosen(found.data.skills) };
    sync.mutate({ id: resume.id, data }, { onSuccess: (result) => setStep({ name: 'rate', result }) });
  };

  let body;
  let footer;
  const closeLabel = { review: t('common:actions.cancel'), rate: t('sync.later'), rated: t('sync.done') }[step.name];
  const close = (
    <button type="button" className="button button--secondary" onClick={onClose} disabled={sync.isPending}>
      {closeLabel}
    </button>
  );
  if (step.name === 'rate' || step.name === 'rated') {
    body = (
      <>
        <p className="resumes-notice" role="status">
          {t('sync.synced')} {syncSummary(t, step.result)}
        </p>
        {step.name === 'rate' ? <SyncRating resumeId={resume.id} formId={formId} onRated={() => setStep({ name: 'rated', result: step.result })} /> : <p role="status">{t('sync.rating.thanks')}</p>}
      </>
    );
    footer =
      step.name === 'rate' ? (
        <>
          {close}
          <button type="submit" form={formId} className="button">
            {t('sync.rating.submit')}
          </button>
        </>
      ) : (
        close
      );
  } else if (found.isPending) {
    body = <LoadingState label={t('sync.analysing')} />;
    footer = close;
  } else if (found.isError) {
    body = <ErrorState error={found.error} onRetry={() => void found.refetch()} compact />;
    footer = close;
  } else if (groups.length === 0) {
    body = <EmptyState title={t('sync.nothing')} hint={t('sync.nothingHint')} />;
    footer = close;
  } else {
    body = (
      <form
        id={formId}
        className="resumes-form"
        noValidate
        aria-describedby={sync.isError ? errorId : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <p className="resumes-dialog__lead">{t('sync.found')}</p>
        <SyncItems found={found.data} unticked={unticked} onToggle={toggle} disabled={sync.isPending} />
        {chosenCount === 0 ? <p className="resumes-hint">{t('sync.chooseOne')}</p> : null}
        <ResumeAlert error={sync.error} id={errorId} />
      </form>
    );
    footer = (
      <>
        {close}
        <button type="submit" form={formId} className="button" disabled={sync.isPending || chosenCount === 0} aria-busy={sync.isPending || undefined}>
          {sync.isPending ? t('sync.syncing') : t('sync.confirm', { count: chosenCount })}
        </button>
      </>
    );
  }

  return (
    <ModalDialog title={t('sync.title', { name: resume.filename })} onClose={onClose} busy={sync.isPending} footer={footer} className="resumes-dialog">
      {body}
    </ModalDialog>
  );
}
