import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, MyJobsInterviewStatus } from '@sdk/generated/job/hooks';
import { applicationTone, interviewTone } from './application-status';

/** An application's status in words. */
export function ApplicationBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('my-jobs');
  return <span className={`my-jobs-status-badge my-jobs-status-badge--${applicationTone(status)}`}>{t(`applicationStatus.${status}`)}</span>;
}

/** An interview's status in words. */
export function InterviewBadge({ status }: { status: MyJobsInterviewStatus }) {
  const { t } = useTranslation('my-jobs');
  return <span className={`my-jobs-status-badge my-jobs-status-badge--${interviewTone(status)}`}>{t(`interviewStatus.${status}`)}</span>;
}
