/**
 * A modal dialog on the shared `.dialog` frame: portalled to the body, focus trapped inside and
 * returned on close (lib/use-focus-trap.ts), Escape and the close control close it, a click on the
 * mask does too unless the dialog is busy. Rendered only in the browser (portals have no server HTML).
 */
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../lib/use-focus-trap';
import { useHydrated } from '../lib/use-hydrated';
import './modal-dialog.css';

interface ModalDialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** While an action runs the dialog stays open. */
  busy?: boolean;
  /** Extra class on the panel (its width, its layout). */
  className?: string;
  /** Id of the text that describes the dialog, read after its title. */
  descriptionId?: string;
}

export function ModalDialog({ title, onClose, children, busy = false, className, descriptionId }: ModalDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const hydrated = useHydrated();
  const close = () => {
    if (!busy) onClose();
  };
  const panelRef = useFocusTrap<HTMLDivElement>(close, { focusContainer: true });
  if (!hydrated) return null;
  return createPortal(
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={panelRef}
        className={className ? `dialog modal-dialog ${className}` : 'dialog modal-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        aria-busy={busy || undefined}
        tabIndex={-1}
      >
        <div className="modal-dialog__head">
          <h2 id={titleId} className="modal-dialog__title">
            {title}
          </h2>
          <button type="button" className="modal-dialog__close" onClick={close} disabled={busy} aria-label={t('actions.close')}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
