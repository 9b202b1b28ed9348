/**
 * The tab's notification bar: what the last action did ("Job removed from saved jobs."), with Undo when
 * it can be undone, or why the undo failed. The live region stays in the page so each change is heard.
 * The item whose button opened the action may have left the list, so a new message takes the focus
 * (its Undo when there is one), and keyboard users are not dropped at the top of the page.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/describe-error';

export type StatusMessage = { kind: 'done'; message: string; undo?: () => void; busy?: boolean } | { kind: 'failed'; error: unknown };

export function StatusBar({ status, onDismiss }: { status: StatusMessage | null; onDismiss: () => void }) {
  const { t } = useTranslation(['my-jobs', 'errors']);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!status) return;
    (undoRef.current ?? messageRef.current)?.focus();
  }, [status]);
  return (
    <div className="my-jobs-status">
      <div role="status">
        {status?.kind === 'done' ? (
          <p className="my-jobs-status__message" ref={messageRef} tabIndex={-1}>
            <span>{status.message}</span>
            {status.undo ? (
              <button ref={undoRef} type="button" className="button button--link" onClick={status.undo} aria-disabled={status.busy || undefined}>
                {t('status.undo')}
              </button>
            ) : null}
            <button type="button" className="button button--link" onClick={onDismiss} aria-label={t('status.dismiss')}>
              ×
            </button>
          </p>
        ) : null}
      </div>
      {status?.kind === 'failed' ? (
        <p className="my-jobs-status__error" role="alert" ref={messageRef} tabIndex={-1}>
          {describeError(status.error, t)}
        </p>
      ) : null}
    </div>
  );
}
