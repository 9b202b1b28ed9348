/**
 * The job page's less frequent actions, "Report" and "Not for me", behind one "More" menu button
 * (menu button pattern, lib/use-menu-button.ts), so the page shows its description sooner on a phone.
 * Each item preloads its dialog when pointed at or focused, as the buttons did.
 */
import { useTranslation } from 'react-i18next';
import { useMenuButton } from '../../../lib/use-menu-button';

export interface MoreAction {
  key: string;
  label: string;
  onSelect: () => void;
  onIntent?: () => void;
}

export function MoreActionsMenu({ actions }: { actions: readonly MoreAction[] }) {
  const { t } = useTranslation('job-detail');
  const { open, close, rootRef, buttonProps, menuProps } = useMenuButton();
  return (
    <div className="job-actions__menu" ref={rootRef}>
      <button {...buttonProps} className="button button--secondary job-actions__menu-button">
        {t('actions.more')}
        <span aria-hidden="true"> ▾</span>
      </button>
      {open ? (
        <ul {...menuProps} className="job-actions__menu-list" aria-label={t('actions.moreMenu')}>
          {actions.map((action) => (
            <li role="none" key={action.key}>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="job-actions__menu-item"
                onPointerEnter={action.onIntent}
                onFocus={action.onIntent}
                onClick={() => {
                  // Focus back on "More" first: the dialog the item opens gives it back there when it closes.
                  close(true);
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
