/**
 * The live region under a set of actions: what the last action did ("Job saved."), with Undo when it
 * can be undone, or why it failed. The region stays in the page so each change is heard. With
 * `takeFocus`, a new outcome takes the focus (its Undo when there is one): for lists, where the item
 * whose button acted may have left, so keyboard users are not dropped at the top of the page.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/describe-error';

export type ActionOutcome = { kind: 'done'; message: string; undo?: () => void; busy?: boolean } | { kind: 'failed'; error: unknown };

interface ActionOutcomeRegionProps {
  outcome: ActionOutcome | null;
  onDismiss: () => void;
  /** The block's class: `${className}__message` and `${className}__error` style the two kinds. */
  className: string;
  takeFocus?: boolean;
  /** A failure with a way forward (a link to verify, to complete the profile); the error's words otherwise. */
  renderError?: (error: unknown) => ReactNode;
}

export function ActionOutcomeRegion({ outcome, onDismiss, className, takeFocus = false, renderError }: ActionOutcomeRegionProps) {
  const { t } = useTranslation('common');
  const messageRef = useRef<HTMLParagraphElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus && outcome) (undoRef.current ?? messageRef.current)?.focus();
  }, [outcome, takeFocus]);
  return (
    <div className={className}>
      <div role="status">
        {outcome?.kind === 'done' ? (
          <p className={`${className}__message`} ref={messageRef} tabIndex={takeFocus ? -1 : undefined}>
            <span>{outcome.message}</span>
            {outcome.undo ? (
              <button ref={undoRef} type="button" className="button button--link" onClick={outcome.undo} aria-disabled={outcome.busy || undefined}>
                {t('common:actions.undo')}
              </button>
            ) : null}
            <button type="button" className="button button--link" onClick={onDismiss} aria-label={t('common:actions.dismissMessage')}>
              ×
            </button>
          </p>
        ) : null}
      </div>
      {outcome?.kind === 'failed' ? (
        renderError ? (
          renderError(outcome.error)
        ) : (
          <p className={`${className}__error`} role="alert" ref={messageRef} tabIndex={takeFocus ? -1 : undefined}>
            {describeError(outcome.error, t)}
          </p>
        )
      ) : null}
    </div>
  );
}
