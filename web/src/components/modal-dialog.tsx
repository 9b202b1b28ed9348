/**
 * A modal dialog over the page: a native <dialog> opened with showModal() (`useModalDialog`), so the page
 * behind is inert, out of reach of Tab and screen readers. A title, an explicit close control, Escape to
 * close, focus kept inside and given back on close. A portal on document.body, rendered in the browser only
 * (a portal has no server HTML): a dialog open on arrival opens once hydrated. Clicking the backdrop does
 * nothing, so a half-typed form is never lost by a stray click.
 */
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useBrowserValue } from '../lib/use-hydrated';
import { useModalDialog } from '../lib/use-modal-dialog';
import './modal-dialog.css';

interface ModalDialogProps {
  title: ReactNode;
  onClose: () => void;
  /** While an action runs the dialog cannot be closed. */
  busy?: boolean;
  /** Something beside the title (a status badge), outside the heading so the title alone names the dialog. */
  aside?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Extra class on the panel (its width, its layout). */
  className?: string;
  /** Id of the text that describes the dialog, read after its title. */
  descriptionId?: string;
  /** A confirmation is announced as an alert dialog. */
  alert?: boolean;
}

export function ModalDialog({ title, onClose, busy = false, aside, children, footer, className, descriptionId, alert = false }: ModalDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  // The portal's target, once hydrated: the server has no document.body.
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
      className={className ? `dialog modal-dialog ${className}` : 'dialog modal-dialog'}
      role={alert ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      aria-busy={busy || undefined}
      tabIndex={-1}
    >
      <div className="modal-dialog__header">
        <h2 id={titleId} className="modal-dialog__title" dir="auto">
          {title}
        </h2>
        {aside}
        <button type="button" className="modal-dialog__close" onClick={close} disabled={busy} aria-label={t('actions.close')}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="modal-dialog__body">{children}</div>
      {footer ? <footer className="modal-dialog__footer">{footer}</footer> : null}
    </dialog>,
    body,
  );
}
