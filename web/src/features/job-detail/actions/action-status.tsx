/**
 * The action bar's live region: what the last action did ("Job saved."), with Undo when it can be
 * undone, or why it failed. The region is always in the page, so screen readers hear each change.
 */
import { useTranslation } from 'react-i18next';
import { ActionError } from './action-error';

export type ActionOutcome =
  | { kind: 'done'; message: string; undo?: () => void }
  | { kind: 'failed'; error: unknown };

export function ActionStatus({ outcome, onDismiss }: { outcome: ActionOutcome | null; onDismiss: () => void }) {
  const { t } = useTranslation('job-detail');
  return (
    <div className="job-actions__status">
      <div role="status">
        {outcome?.kind === 'done' ? (
          <p className="job-actions__status-message">
            <span>{outcome.message}</span>
            {outcome.undo ? (
              <button type="button" className="button button--link" onClick={outcome.undo}>
                {t('status.undo')}
              </button>
            ) : null}
            <button type="button" className="button button--link" onClick={onDismiss} aria-label={t('status.dismiss')}>
              ×
            </button>
          </p>
        ) : null}
      </div>
      {outcome?.kind === 'failed' ? <ActionError error={outcome.error} /> : null}
    </div>
  );
}
