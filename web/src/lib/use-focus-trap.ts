/**
 * Modal keyboard behaviour for every dialog: focus moves in when it opens, Tab and Shift+Tab stay
 * inside, Escape asks to close, and when it closes focus goes back to `returnFocus` (or what had it,
 * or the main landmark) — unless the next dialog of a sequence has already taken it.
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

export interface FocusTrapOptions {
  /** Trap only while open (a dialog that stays mounted when closed); default true. */
  open?: boolean;
  /** Where focus goes when the dialog closes; default what had focus before it opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Focus the container itself (its title is read first) rather than its first control. */
  focusContainer?: boolean;
}

export function useFocusTrap<T extends HTMLElement>(onEscape: () => void, { open = true, returnFocus, focusContainer = false }: FocusTrapOptions = {}) {
  const containerRef = useRef<T>(null);
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusContainer ? container : (focusables(container)[0] ?? container)).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!container) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onEscapeRef.current();
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
      if (event.shiftKey && (active === first || active === container || !container.contains(active))) {
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
      queueMicrotask(() => {
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected && !container.contains(active)) return;
        const back = target?.current ?? previous;
        (back && back !== document.body && back.isConnected ? back : document.getElementById('main'))?.focus();
      });
    };
  }, [open, returnFocus, focusContainer]);

  return containerRef;
}
