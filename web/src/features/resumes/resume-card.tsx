/**
 * One resume: its name (opens the file), kind, updated time and size, the auto-send switch, and its
 * actions. The auto-send resume cannot be deleted (41186), so its delete waits until auto-send moves.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeItem, ResumeTemplate } from '@sdk/generated/jobseeker/hooks';
import { useFormatInstant } from '../../lib/date-time/use-reading-time';
import { useIntlLocale } from '../../lib/use-intl-locale';
import { ResumeAlert } from './resume-alert';
import { useResumeMutations } from './resumes-queries';

export type ResumeAction = 'sync' | 'rename' | 'send' | 'delete';

function fileSize(bytes: number, locale: string): string {
  const kilobytes = bytes / 1024;
  const [value, unit] = kilobytes >= 1024 ? [kilobytes / 1024, 'megabyte'] : [Math.max(1, kilobytes), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

function AutoSendSwitch({ resume, describedBy }: { resume: ResumeItem; describedBy: string }) {
  const { t } = useTranslation('resumes');
  const { autoSend } = useResumeMutations();
  return (
    <div className="resumes-card__auto-send">
      <label className="resumes-switch">
        <input
          type="checkbox"
          role="switch"
          checked={autoSend.isPending ? Boolean(autoSend.variables?.data.enabled) : resume.is_auto_send}
          disabled={autoSend.isPending}
          aria-describedby={describedBy}
          onChange={(event) => autoSend.mutate({ id: resume.id, data: { enabled: event.target.checked } })}
        />
        <span>{t('card.autoSend')}</span>
      </label>
      <ResumeAlert error={autoSend.error} />
    </div>
  );
}

interface ResumeCardProps {
  resume: ResumeItem;
  template: ResumeTemplate | undefined;
  onAction: (action: ResumeAction, resume: ResumeItem) => void;
}

export function ResumeCard({ resume, template, onAction }: ResumeCardProps) {
  const { t } = useTranslation('resumes');
  const titleId = useId();
  const autoSendNoteId = useId();
  const formatDate = useFormatInstant('dateTime');
  const locale = useIntlLocale();
  const kind = resume.kind === 'generated' ? (template ? t('card.generatedWith', { template: template.name }) : t('card.generated')) : t('card.attached');
  const action = (name: ResumeAction, label: string, options: { disabled?: boolean } = {}) => (
    <button type="button" className="button button--secondary resumes-card__action" onClick={() => onAction(name, resume)} aria-describedby={titleId} disabled={options.disabled}>
      {label}
    </button>
  );
  return (
    <article className="resumes-card" aria-labelledby={titleId}>
      <div className="resumes-card__head">
        <h3 id={titleId} className="resumes-card__title" dir="auto">
          <a href={resume.file_url} target="_blank" rel="noopener noreferrer">
            {resume.filename}
          </a>
        </h3>
        <span className="resumes-card__kind">{kind}</span>
      </div>
      <p className="resumes-card__meta">
        {t('card.updated', { date: formatDate(resume.updated_at) })} · {fileSize(resume.file_size, locale)}
      </p>
      {resume.is_syncable ? <p className="resumes-card__syncable">{t('card.syncable')}</p> : null}
      <AutoSendSwitch resume={resume} describedBy={autoSendNoteId} />
      <p id={autoSendNoteId} className="resumes-hint">
        {resume.is_auto_send ? t('card.autoSendOn') : t('card.autoSendOff')}
      </p>
      <div className="resumes-card__actions">
        {resume.is_syncable ? action('sync', t('card.sync')) : null}
        {action('rename', t('card.rename'))}
        {action('send', t('card.send'))}
        {action('delete', t('card.delete'), { disabled: resume.is_auto_send })}
      </div>
    </article>
  );
}
