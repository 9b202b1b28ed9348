/**
 * Modal keyboard behaviour: focus moves into the container when it opens, Tab and Shift+Tab stay
 * inside it, Escape closes it, and focus goes back to `returnFocus` (or what had it) when it closes.
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

export function useFocusTrap<T extends HTMLElement>(open: boolean, onClose: () => void, returnFocus?: RefObject<HTMLElement | null>) {
  const containerRef = useRef<T>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusables(container)[0] ?? container).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!container) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    const target = returnFocus;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      (target?.current ?? previous)?.focus();
    };
  }, [open, returnFocus]);

  return containerRef;
}
