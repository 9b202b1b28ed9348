/** Recent searches under the empty search box: each can be searched again or removed; "clear history". */
import { useId, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchHistoryPanelProps {
  items: readonly string[];
  onPick: (query: string) => void;
  onRemove: (query: string) => void;
  onClear: () => void;
  onEscape: () => void;
  ref?: Ref<HTMLDivElement>;
}

export function SearchHistoryPanel({ items, onPick, onRemove, onClear, onEscape, ref }: SearchHistoryPanelProps) {
  const { t } = useTranslation('job-search');
  const titleId = useId();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    // Arrows move between the entries; Tab reaches the remove buttons.
    const entries = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.job-search-history__entry')];
    const at = entries.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    event.preventDefault();
    if (next < 0) onEscape();
    else entries[Math.min(next, entries.length - 1)]?.focus();
  }

  return (
    <div ref={ref} className="job-search-history" role="group" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className="job-search-history__header">
        <p id={titleId} className="job-search-history__title">
          {t('search.history')}
        </p>
        <button type="button" className="button button--link" onClick={onClear}>
          {t('search.clearHistory')}
        </button>
      </div>
      <ul className="job-search-history__list">
        {items.map((item) => (
          <li key={item} className="job-search-history__item">
            <button type="button" className="job-search-history__entry" onClick={() => onPick(item)}>
              {item}
            </button>
            <button
              type="button"
              className="job-search-history__remove"
              aria-label={t('search.removeHistory', { query: item })}
              onClick={() => onRemove(item)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
