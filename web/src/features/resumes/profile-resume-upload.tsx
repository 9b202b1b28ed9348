/**
 * The online resume's upload modal (W17 → W18): a resume up to 30 MB, uploaded with its progress; when
 * the reader finds profile items in it, "Add what we found to my profile" opens the sync review. The
 * profile page shows it through a slot that the app layer fills, since features do not import each other.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeItem } from '@sdk/generated/jobseeker/hooks';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { ModalDialog } from '../../components/modal-dialog';
import { useQueryScope } from '../../lib/query-scope';
import { ResumeUpload } from './resume-upload';
import { resumeListQuery } from './resumes-queries';
import { SyncDialog } from './sync-dialog';
import './resumes.css';

function UploadModalBody({ onUploaded }: { onUploaded: (resume: ResumeItem) => void }) {
  const { t } = useTranslation('resumes');
  const list = useQuery(resumeListQuery(useQueryScope()));
  if (list.isPending) return <LoadingState label={t('list.loading')} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  return <ResumeUpload attachedCount={list.data.attached_count} maxAttached={list.data.max_attached} source="profile_modal" onUploaded={onUploaded} />;
}

/** The translation namespaces the modal needs on the page that shows it. */
export const profileResumeUploadNamespaces = ['resumes'] as const;

type Step = { name: 'closed' } | { name: 'upload'; uploaded: ResumeItem | null } | { name: 'sync'; resume: ResumeItem };

export function ProfileResumeUpload() {
  const { t } = useTranslation('resumes');
  const introId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<Step>({ name: 'closed' });
  const close = () => {
    setStep({ name: 'closed' });
    opener.current?.focus();
  };
  const uploaded = step.name === 'upload' ? step.uploaded : null;

  return (
    <>
      <button ref={opener} type="button" className="button button--secondary" onClick={() => setStep({ name: 'upload', uploaded: null })}>
        {t('profileUpload.open')}
      </button>
      {step.name === 'upload' ? (
        <ModalDialog
          title={t('profileUpload.title')}
          descriptionId={introId}
          onClose={close}
          footer={
            <>
              {uploaded?.is_syncable ? (
                <button type="button" className="button" onClick={() => setStep({ name: 'sync', resume: uploaded })}>
                  {t('profileUpload.sync')}
                </button>
              ) : null}
              <button type="button" className="button button--secondary" onClick={close}>
                {t('profileUpload.close')}
              </button>
            </>
          }
        >
          <p id={introId}>{t('profileUpload.intro')}</p>
          <UploadModalBody onUploaded={(resume) => setStep({ name: 'upload', uploaded: resume })} />
          {uploaded && !uploaded.is_syncable ? <p className="resumes-upload__status">{t('profileUpload.nothingFound')}</p> : null}
        </ModalDialog>
      ) : null}
      {step.name === 'sync' ? <SyncDialog resume={step.resume} onClose={close} /> : null}
    </>
  );
}
