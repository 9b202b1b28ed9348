/**
 * Keyboard behaviour of the floating (non-modal) panel: focus moves into it when it opens, Escape
 * closes it, and focus returns to the button that opened it.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function usePanelFocus<T extends HTMLElement>(open: boolean, onClose: () => void, returnFocus: RefObject<HTMLElement | null>) {
  const panelRef = useRef<T>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return undefined;
    panel.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      }
    }
    panel.addEventListener('keydown', onKeyDown);
    const target = returnFocus;
    return () => {
      panel.removeEventListener('keydown', onKeyDown);
      target.current?.focus();
    };
  }, [open, returnFocus]);

  return panelRef;
}
