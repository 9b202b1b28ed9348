/**
 * What LazyPartBoundary (lazy-part-boundary.tsx) shows when a part loaded on demand failed: the failure in
 * the page's language and a retry, in the part's place (PartFailed) or as a dialog of its own where a
 * dialog would have opened (DialogFailed). A chunk of its own, fetched when the page is idle.
 */
import { useTranslation } from 'react-i18next';
import { isChunkLoadFailure } from './chunk-load-failure';
import { ConfirmDialog } from './confirm-dialog';

export interface Failure {
  error: unknown;
  /** Loads the part again and shows it; `retrying` while that runs. */
  retry: () => void;
  retrying: boolean;
  /** Puts the boundary back without waiting: the part loads again when it next renders. */
  reset: () => void;
}

/** The failure in words: a chunk that did not arrive is the connection; anything else is ours. */
function useFailureMessage(error: unknown): string {
  const { t } = useTranslation('common');
  return isChunkLoadFailure(error) ? t('failure.network') : t('failure.unknown');
}

export function PartFailed({ error, retry, retrying }: Failure) {
  const { t } = useTranslation('common');
  return (
    <div className="state state--error state--compact" role="alert">
      <p className="state__message">{useFailureMessage(error)}</p>
      <button type="button" className="button" onClick={retry} disabled={retrying} aria-busy={retrying || undefined}>
        {t('actions.retry')}
      </button>
    </div>
  );
}

export function DialogFailed({ error, retry, retrying, reset, onClose }: Failure & { onClose: () => void }) {
  const { t } = useTranslation('common');
  // Closed, the failed dialog is gone too; the next open loads it again.
  const close = () => {
    reset();
    onClose();
  };
  return (
    <ConfirmDialog title={t('states.errorTitle')} confirmLabel={t('actions.retry')} onConfirm={retry} onCancel={close} busy={retrying}>
      <p>{useFailureMessage(error)}</p>
    </ConfirmDialog>
  );
}
