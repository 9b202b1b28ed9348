/**
 * The WAI-ARIA menu button pattern, shared by the account menu and the job page's "More": the button
 * opens the menu and focuses its first item (ArrowUp: its last); in the menu, arrows move round,
 * Home and End jump, Escape closes and gives focus back to the button, Tab closes and moves on; a
 * click or focus outside closes it. Items are the elements with role="menuitem", with tabIndex -1.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useCloseOutside } from './use-close-outside';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/** Focuses the item at `index` (negative counts from the end, past either end wraps). */
function focusItem(menu: HTMLElement | null, index: number): void {
  const list = menuItems(menu);
  if (list.length) list[((index % list.length) + list.length) % list.length]?.focus();
}

export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Opening moves focus into the menu: the first item, or the last one after ArrowUp.
  const focusOnOpen = useRef<'first' | 'last'>('first');
  useEffect(() => {
    if (open) focusItem(menuRef.current, focusOnOpen.current === 'first' ? 0 : -1);
  }, [open]);

  const closeQuietly = useCallback(() => close(false), [close]);
  useCloseOutside(rootRef, open, closeQuietly);

  function openMenu(focus: 'first' | 'last') {
    focusOnOpen.current = focus;
    setOpen(true);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = menuItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(menuRef.current, moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // a popup around the menu (the narrow-screen header menu) stays open
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return {
    open,
    close,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close(false) : openMenu('first')),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { ref: menuRef, id: menuId, role: 'menu' as const, onKeyDown: onMenuKeyDown },
  };
}
