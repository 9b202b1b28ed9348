/** W27: the maintenance page. The server's title and subtitle win; the spec's texts are the default. */
import type { WebsiteOutage } from '@sdk/generated/config/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatInstant } from '../../lib/date-time/use-reading-time';

/**
 * When the outage started and ends: UTC in the server render and hydration, the reader's zone after. A
 * leaf of its own, so only it renders again when hydration ends.
 */
function OutagePeriod({ outage }: { outage: WebsiteOutage }) {
  const { t } = useTranslation('system');
  const format = useFormatInstant('dateTime');
  const start = outage.start_time ? format(outage.start_time) : '';
  const end = outage.end_time ? format(outage.end_time) : '';
  let period: string | undefined;
  if (start && end) period = t('maintenance.window', { start, end });
  else if (end) period = t('maintenance.until', { end });
  else if (start) period = t('maintenance.since', { start });
  return period ? <p className="system-maintenance__window">{period}</p> : null;
}

/**
 * `standalone` (the default, used by the app frame during an outage) renders the page's own <main>;
 * the preview route renders inside the frame's main instead.
 */
export function MaintenancePage({ outage, standalone = true }: { outage: WebsiteOutage; standalone?: boolean }) {
  const { t } = useTranslation('system');
  const title = outage.title?.trim() || t('maintenance.title');
  const subtitle = outage.subtitle?.trim() || t('maintenance.subtitle');

  useEffect(() => {
    document.title = t('documentTitle', { title });
  }, [t, title]);

  const content = (
    <div className="system-maintenance__card">
      {/* A drawn icon: an emoji would depend on the visitor having an emoji font. */}
      <svg className="system-maintenance__icon" aria-hidden="true" width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
      </svg>
      <h1 className="system-maintenance__title">{title}</h1>
      <p className="system-maintenance__subtitle">{subtitle}</p>
      <OutagePeriod outage={outage} />
    </div>
  );
  return standalone ? (
    <main id="main" className="system-maintenance system-maintenance--standalone">
      {content}
    </main>
  ) : (
    <section className="system-maintenance">{content}</section>
  );
}
