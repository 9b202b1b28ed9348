import { useTranslation } from 'react-i18next';
import type { InterviewStatus } from '@sdk/generated/apiGo/hooks';
import { toneOf } from './interview-status';

/** The interview's status in words (every status of spec section 4 has its own label). */
export function StatusBadge({ status }: { status: InterviewStatus }) {
  const { t } = useTranslation('interviews');
  return <span className={`interviews-status interviews-status--${toneOf(status)}`}>{t(`status.${status}`)}</span>;
}
