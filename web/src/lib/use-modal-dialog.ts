/**
 * Every modal dialog of the app is a native <dialog> opened with showModal(): rendered only while open
 * (React state decides), and opened as a modal the moment this hook's ref attaches it. The browser puts it
 * in the top layer over a ::backdrop and makes the rest of the page inert, out of reach of Tab, the
 * pointer and screen readers. On top of that, as the app's dialogs always behaved:
 * - focus moves in: onto the dialog itself (its title is read first) or onto its first control;
 * - Tab and Shift+Tab go round inside rather than out to the browser's own controls;
 * - Escape (the dialog's `cancel` event, like any other close request) asks the owner to close it
 *   (`onClose`, which may refuse while busy): the browser never closes it behind React's back;
 * - optionally a click on the backdrop (on the dialog element, outside its box) closes it too;
 * - on close, focus goes back to `returnFocus`, or to what had it before, or to the main landmark, unless
 *   the next dialog of a sequence (or the page) has taken it already.
 */
import { useCallback, useEffect, useRef, type RefCallback, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** A pointer event on the ::backdrop: the browser targets it at the dialog, but outside the dialog's box. */
function onBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

export interface ModalDialogOptions {
  /** Where focus goes when the dialog closes; default what had focus before it opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** What takes focus on opening: the dialog itself (default; its title is read first) or its first control. */
  initialFocus?: 'dialog' | 'first';
  /** A click on the backdrop closes it (default: no, so a half-typed form is never lost by a stray click). */
  closeOnBackdropClick?: boolean;
}

/** The ref for the <dialog> element, which the component renders only while the dialog is open. */
export function useModalDialog(
  onClose: () => void,
  { returnFocus, initialFocus = 'dialog', closeOnBackdropClick = false }: ModalDialogOptions = {},
): RefCallback<HTMLDialogElement> {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  const previousRef = useRef<HTMLElement | null>(null);

  return useCallback(
    (dialog: HTMLDialogElement | null) => {
      if (!dialog) return undefined;
      // What had focus before; attached again with focus still inside (StrictMode's second run), the first run's.
      const active = document.activeElement;
      if (!(active instanceof Node && dialog.contains(active))) previousRef.current = active instanceof HTMLElement ? active : null;
      const previous = previousRef.current;
      if (!dialog.open) dialog.showModal();
      (initialFocus === 'first' ? (focusables(dialog)[0] ?? dialog) : dialog).focus();

      function onCancel(event: Event) {
        event.preventDefault();
        // A cancel the browser does not let the page refuse (a second Escape with no user action since)
        // closes the dialog anyway: onNativeClose answers that.
        if (event.cancelable) onCloseRef.current();
      }
      function onNativeClose() {
        // `close` comes a task later: a dialog open again by then (StrictMode's detach and attach in
        // development closes and reopens it) was not closed by the browser.
        if (!dialog || !dialog.isConnected || dialog.open) return;
        onCloseRef.current();
        // Shown again until React removes it (at once, or once a busy dialog's action ends).
        if (!dialog.open) dialog.showModal();
      }
      function onKeyDown(event: KeyboardEvent) {
        if (!dialog || event.key !== 'Tab' || event.defaultPrevented) return;
        const items = focusables(dialog);
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) {
          event.preventDefault();
          return;
        }
        const current = document.activeElement;
        if (event.shiftKey && (current === first || current === dialog || !dialog.contains(current))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (current === last || !dialog.contains(current))) {
          event.preventDefault();
          first.focus();
        }
      }
      // Pressed and released on the backdrop: a text selection dragged out of the dialog is no click on it.
      let pressedOnBackdrop = false;
      function onPointerDown(event: PointerEvent) {
        pressedOnBackdrop = dialog !== null && onBackdrop(dialog, event);
      }
      function onClick(event: MouseEvent) {
        if (dialog && pressedOnBackdrop && onBackdrop(dialog, event)) onCloseRef.current();
        pressedOnBackdrop = false;
      }

      dialog.addEventListener('cancel', onCancel);
      dialog.addEventListener('close', onNativeClose);
      dialog.addEventListener('keydown', onKeyDown);
      if (closeOnBackdropClick) {
        dialog.addEventListener('pointerdown', onPointerDown);
        dialog.addEventListener('click', onClick);
      }
      return () => {
        dialog.removeEventListener('cancel', onCancel);
        dialog.removeEventListener('close', onNativeClose);
        dialog.removeEventListener('keydown', onKeyDown);
        dialog.removeEventListener('pointerdown', onPointerDown);
        dialog.removeEventListener('click', onClick);
        // React detaches the ref before it removes the element: close it while it is still in the document.
        if (dialog.open) dialog.close();
        queueMicrotask(() => {
          // Attached again at once (StrictMode's second run in development): it is open and holds focus.
          if (dialog.isConnected && dialog.open) return;
          const now = document.activeElement;
          // The next dialog of a sequence, or the page, has put focus somewhere of its own. (A browser's
          // close() gives focus back to `previous` itself; that one may still yield to `returnFocus`.)
          if (now && now !== document.body && now !== previous && now.isConnected && !dialog.contains(now)) return;
          const back = returnFocus?.current ?? previous;
          (back && back !== document.body && back.isConnected ? back : document.getElementById('main'))?.focus();
        });
      };
    },
    [returnFocus, initialFocus, closeOnBackdropClick],
  );
}
