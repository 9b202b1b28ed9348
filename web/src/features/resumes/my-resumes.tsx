/**
 * The user's resumes: upload (at most 3 attached), the refresh, and each resume with its actions; one
 * dialog at a time over the list, and what the last action did, announced.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeItem } from '@sdk/generated/jobseeker/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useQueryScope } from '../../lib/query-scope';
import { resumeTemplatesQuery } from '../../lib/resume-templates-queries';
import { DeleteResumeDialog } from './delete-resume-dialog';
import { RefreshPanel } from './refresh-panel';
import { RenameDialog } from './rename-dialog';
import { ResumeCard, type ResumeAction } from './resume-card';
import { ResumeUpload } from './resume-upload';
import { resumeListQuery } from './resumes-queries';
import { SendEmailDialog } from './send-email-dialog';
import { SyncDialog } from './sync-dialog';

interface OpenDialog {
  action: ResumeAction;
  resume: ResumeItem;
}

function ResumeDialog({ open, onClose, onDone }: { open: OpenDialog; onClose: () => void; onDone: (message: string) => void }) {
  const { action, resume } = open;
  if (action === 'rename') return <RenameDialog resume={resume} onClose={onClose} onDone={onDone} />;
  if (action === 'send') return <SendEmailDialog resume={resume} onClose={onClose} onDone={onDone} />;
  if (action === 'delete') return <DeleteResumeDialog resume={resume} onClose={onClose} onDone={onDone} />;
  return <SyncDialog resume={resume} onClose={onClose} />;
}

export function MyResumes() {
  const { t } = useTranslation('resumes');
  const scope = useQueryScope();
  const list = useQuery(resumeListQuery(scope));
  const templates = useQuery(resumeTemplatesQuery(scope));
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const [notice, setNotice] = useState('');
  const templateOf = (id: number | null) => templates.data?.templates.find((template) => template.id === id);

  let body;
  if (list.isPending) body = <LoadingState label={t('list.loading')} />;
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else {
    const { resumes, attached_count: attached, max_attached: max, refresh } = list.data;
    body = (
      <>
        <p className="resumes-count">{t('list.attachedCount', { count: attached, max })}</p>
        <ResumeUpload attachedCount={attached} maxAttached={max} source="resume_page" />
        {resumes.length === 0 ? (
          <EmptyState title={t('list.empty')} hint={t('list.emptyHint')} />
        ) : (
          <ul className="resumes-list">
            {resumes.map((resume) => (
              <li key={resume.id}>
                <ResumeCard resume={resume} template={templateOf(resume.template_id)} onAction={(action, chosen) => setOpen({ action, resume: chosen })} />
              </li>
            ))}
          </ul>
        )}
        <RefreshPanel refresh={refresh} hasResumes={resumes.length > 0} />
      </>
    );
  }

  return (
    <section className="section resumes-section" aria-labelledby="resumes-mine-title" aria-busy={list.isFetching || undefined}>
      <h2 id="resumes-mine-title" className="section__title">
        {t('list.title')}
      </h2>
      <div role="status">{notice ? <p className="resumes-notice">{notice}</p> : null}</div>
      {body}
      {open ? (
        <ResumeDialog
          open={open}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setNotice(message);
            setOpen(null);
          }}
        />
      ) : null}
    </section>
  );
}
