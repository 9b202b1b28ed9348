/**
 * The header's "More" item (W30): a disclosure with the courses site and the career guide (configured
 * links, env.ts) and the switch to the employer site (spec section 2). Grouped so the wide-screen header
 * keeps one row in every language. Escape closes it
 * and returns focus to its button (without closing the narrow-screen menu around it).
 */
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../lib/env';
import { EmployerSwitch } from './employer-switch';
import { useCloseOutside } from '../../lib/use-close-outside';

export function MoreNavItem() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // One per page, in the header island (decision 0027): a fixed id, the same in the server's render and the island's.
  const listId = 'shell-more-list';
  const close = useCallback(() => setOpen(false), []);
  useCloseOutside(rootRef, open, close);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  const links = [
    { key: 'courses', href: env.VITE_COURSES_URL },
    { key: 'careerGuide', href: env.VITE_CAREER_GUIDE_URL },
  ] as const;

  return (
    <li className="shell-more" ref={rootRef} onKeyDown={onKeyDown}>
      <button ref={buttonRef} type="button" className="shell-nav__link shell-more__button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        {t('header.nav.more')}
        <span className="shell-account__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <ul id={listId} className="shell-more__list" hidden={!open}>
        {links.map((link) => (
          <li key={link.key}>
            <a className="shell-account__item" href={link.href} rel="noopener">
              {t(`header.nav.${link.key}`)}
            </a>
          </li>
        ))}
        <li>
          <EmployerSwitch className="shell-account__item" />
        </li>
      </ul>
    </li>
  );
}
