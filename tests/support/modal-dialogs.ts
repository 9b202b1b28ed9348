/**
 * happy-dom (21) has <dialog> with showModal() and close(), but showModal() only sets `open`: no modal
 * state, no close request on Escape. The app's dialogs (lib/use-modal-dialog.ts) rely on a browser's, so
 * the integration tests add the little they need (tests/integration/setup.ts), as a browser does it:
 * - showModal() opens the dialog as a modal, on top of any other: `dialog.matches(':modal')` is true until
 *   close() or its removal from the document; it throws on a dialog out of the document or open non-modally;
 * - Escape not handled by the page (its keydown not cancelled) is a close request to the topmost modal dialog:
 *   a cancelable `cancel` event, then close() unless the page cancelled it.
 * Not emulated: the inertness of the rest of the page (the e2e suite in Chromium sees that), the focus a
 * browser moves on showModal() and close() (the app moves it itself).
 */

const MODAL = ':modal';

export function installModalDialogs(): void {
  const prototype = window.HTMLDialogElement.prototype;
  if ((prototype as { modalDialogsInstalled?: boolean }).modalDialogsInstalled) return;
  (prototype as { modalDialogsInstalled?: boolean }).modalDialogsInstalled = true;

  /** The modal dialogs, the topmost last. */
  const modals: HTMLDialogElement[] = [];
  const isModal = (dialog: HTMLDialogElement) => dialog.open && dialog.isConnected && modals.includes(dialog);
  const forget = (dialog: HTMLDialogElement) => {
    const index = modals.indexOf(dialog);
    if (index >= 0) modals.splice(index, 1);
  };
  const topmost = () => {
    for (const dialog of [...modals]) if (!isModal(dialog)) forget(dialog);
    return modals.at(-1);
  };

  const { close, matches } = prototype;
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (isModal(this)) return;
    if (this.open) throw new window.DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError');
    if (!this.isConnected) throw new window.DOMException('The dialog is not in a document.', 'InvalidStateError');
    forget(this);
    this.setAttribute('open', '');
    modals.push(this);
  };
  // A browser fires `close` a task after close() (HTML: "queue an element task"); happy-dom fires it at once.
  // Held back to the next task here, so a dialog closed and opened again in between (StrictMode's detach and
  // attach of a ref in development) is seen as a browser shows it.
  prototype.close = function closeDialog(this: HTMLDialogElement, returnValue?: string) {
    forget(this);
    const dispatch = this.dispatchEvent;
    this.dispatchEvent = (event: Event) => {
      if (event.type !== 'close') return dispatch.call(this, event);
      setTimeout(() => dispatch.call(this, event));
      return true;
    };
    try {
      close.call(this, returnValue);
    } finally {
      delete (this as { dispatchEvent?: unknown }).dispatchEvent;
    }
  };
  prototype.matches = function matchesModal(this: HTMLDialogElement, selectors: string) {
    return selectors.trim() === MODAL ? isModal(this) : matches.call(this, selectors);
  };

  // After the page's own listeners (the window is the last stop of the keydown), as a browser's default action.
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = topmost();
    if (!dialog) return;
    if (dialog.dispatchEvent(new window.Event('cancel', { cancelable: true }))) dialog.close();
  });
}
