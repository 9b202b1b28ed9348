/** W27: the maintenance page. The server's title and subtitle win; the spec's texts are the default. */
import type { WebsiteOutage } from '@sdk/generated/config/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

function formatTime(value: string | null, locale: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}

/**
 * `standalone` (the default, used by the app frame during an outage) renders the page's own <main>;
 * the preview route renders inside the frame's main instead.
 */
export function MaintenancePage({ outage, standalone = true }: { outage: WebsiteOutage; standalone?: boolean }) {
  const { t, i18n } = useTranslation('system');
  const title = outage.title?.trim() || t('maintenance.title');
  const subtitle = outage.subtitle?.trim() || t('maintenance.subtitle');
  const start = formatTime(outage.start_time, i18n.language);
  const end = formatTime(outage.end_time, i18n.language);

  useEffect(() => {
    document.title = t('documentTitle', { title });
  }, [t, title]);

  let period: string | undefined;
  if (start && end) period = t('maintenance.window', { start, end });
  else if (end) period = t('maintenance.until', { end });
  else if (start) period = t('maintenance.since', { start });

  const content = (
    <div className="system-maintenance__card">
      {/* A drawn icon: an emoji would depend on the visitor having an emoji font. */}
      <svg className="system-maintenance__icon" aria-hidden="true" width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
      </svg>
      <h1 className="system-maintenance__title">{title}</h1>
      <p className="system-maintenance__subtitle">{subtitle}</p>
      {period ? <p className="system-maintenance__window">{period}</p> : null}
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
