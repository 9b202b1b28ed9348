/**
 * The error reports the app sent to the mock error-reporting service (issue 14), newest first, for QA:
 * what failed (a 5xx reply, an uncaught error), where, for which user id, and when. Read when the panel
 * opens and on "Refresh"; "Clear" empties the list.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_REPORTS_PATH } from '@mocks/dev/error-report-handlers';
import type { StoredErrorReport } from '@mocks/state/error-reports';
import type { ErrorReport } from '../../lib/error-reporting';
import { useFormatInstant } from '../../lib/date-time/use-reading-time';

type Loaded = { step: 'loading' } | { step: 'failed' } | { step: 'loaded'; reports: StoredErrorReport[] };

function ReportItem({ stored }: { stored: StoredErrorReport }) {
  const { t } = useTranslation('dev-tools');
  const formatDate = useFormatInstant('timeSeconds');
  const report = stored.report as Partial<ErrorReport>;
  const details = [
    report.side ? t(`reports.side.${report.side}`) : null,
    report.page ? t('reports.page', { page: report.page }) : null,
    report.user_id !== undefined ? t('reports.user', { id: report.user_id }) : null,
    formatDate(stored.received_at),
  ].filter(Boolean);
  return (
    <li className="devtools__item devtools__report">
      <span className="devtools__operation">{t(`reports.kind.${report.kind ?? 'uncaught-error'}`)}</span>
      <span className="devtools__report-message">{report.message}</span>
      <span className="devtools__hint">{details.join(' · ')}</span>
    </li>
  );
}

export function ErrorReportsSection({ titleId }: { titleId: string }) {
  const { t } = useTranslation('dev-tools');
  const [loaded, setLoaded] = useState<Loaded>({ step: 'loading' });

  const load = useCallback(async (init?: RequestInit) => {
    setLoaded({ step: 'loading' });
    try {
      if (init) await fetch(ERROR_REPORTS_PATH, init);
      const response = await fetch(ERROR_REPORTS_PATH);
      if (!response.ok) throw new Error(String(response.status));
      setLoaded({ step: 'loaded', reports: ((await response.json()) as { reports: StoredErrorReport[] }).reports });
    } catch {
      setLoaded({ step: 'failed' });
    }
  }, []);

  useEffect(() => void load(), [load]);

  return (
    <section aria-labelledby={titleId} aria-busy={loaded.step === 'loading'}>
      <h3 id={titleId} className="devtools__subtitle">
        {t('reports.title')}
      </h3>
      {loaded.step === 'failed' ? (
        <p className="devtools__hint" role="alert">
          {t('reports.failed')}
        </p>
      ) : loaded.step === 'loaded' && loaded.reports.length === 0 ? (
        <p className="devtools__hint">{t('reports.none')}</p>
      ) : loaded.step === 'loaded' ? (
        <ul className="devtools__list" aria-label={t('reports.count', { count: loaded.reports.length })}>
          {loaded.reports.map((stored) => (
            <ReportItem key={stored.id} stored={stored} />
          ))}
        </ul>
      ) : (
        <p className="devtools__hint">{t('reports.loading')}</p>
      )}
      <div className="devtools__actions">
        <button type="button" className="button button--secondary" onClick={() => void load()}>
          {t('reports.refresh')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void load({ method: 'DELETE' })}>
          {t('reports.clear')}
        </button>
      </div>
    </section>
  );
}
