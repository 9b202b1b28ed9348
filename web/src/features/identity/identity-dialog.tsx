/**
 * The modal frame of the identity dialogs: a native modal <dialog> (`useModalDialog`: the page behind is
 * inert) whose backdrop does not close on click, centred, of a fixed width (600 or 420), a title, an
 * explicit close control; Escape equals the close control. A portal on document.body, rendered in the
 * browser only (a portal has no server HTML).
 */
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useBrowserValue } from '../../lib/use-hydrated';
import { useModalDialog } from '../../lib/use-modal-dialog';

interface IdentityDialogProps {
  title: ReactNode;
  width: 600 | 420;
  onClose: () => void;
  /** While an action runs the dialog cannot be closed. */
  busy?: boolean;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function IdentityDialog({ title, width, onClose, busy = false, icon, children, footer }: IdentityDialogProps) {
  const { t } = useTranslation('identity');
  const titleId = useId();
  // The server has no document.body: a dialog open on arrival (?showSingpassInfo=1) shows once hydrated.
  const body = useBrowserValue(() => document.body, null);
  const close = () => {
    if (!busy) onClose();
  };
  // Focus goes to the dialog itself, so its title is read first.
  const dialogRef = useModalDialog(close);
  if (!body) return null;
  return createPortal(
    <dialog
      ref={dialogRef}
      className={`identity-dialog identity-dialog--${width}`}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      tabIndex={-1}
    >
      <div className="identity-dialog__header">
        {icon}
        <h2 id={titleId} className="identity-dialog__title">
          {title}
        </h2>
        <button type="button" className="identity-dialog__close" onClick={close} disabled={busy} aria-label={t('dialog.close')}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="identity-dialog__body">{children}</div>
      {footer ? <footer className="identity-dialog__footer">{footer}</footer> : null}
    </dialog>,
    body,
  );
}
