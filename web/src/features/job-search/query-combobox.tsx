/**
 * The search text box: a combobox whose listbox suggests job titles as the user types (debounced,
 * keyboard: arrows, Enter, Escape), and which shows recent searches when focused while empty.
 */
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { listJobTitleSuggestionsQueryQueryMax } from '@sdk/generated/config/zod';
import { searchJobsBodyQueryMax } from '@sdk/generated/job/zod';
import { useQueryScope } from '../../lib/query-scope';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { SEARCH_TEXT_FIELD } from '../../lib/job-search-url/plain-form';
import { WidgetBoundary } from '../../components/widget-boundary';
import { jobTitleSuggestionsQuery } from './job-search-queries';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { whenIdle } from '../../lib/when-idle';
import type { useSearchHistory } from './use-search-history';

export const SUGGESTION_DEBOUNCE_MS = 300;

// Only a visitor with recent searches sees it: out of a first visit's JavaScript, fetched when the browser is
// idle once there are some. A chunk that fails to arrive shows no panel, and the box works on (WidgetBoundary,
// already on the page: the root's error handler imports it).
const SearchHistoryPanel = lazyWithPreload(() => import('./search-history-panel').then((module) => ({ default: module.SearchHistoryPanel })));

interface QueryComboboxProps {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion or a history entry was chosen: search it. */
  onPick: (query: string) => void;
  history: ReturnType<typeof useSearchHistory>;
}

export function QueryCombobox({ value, onChange, onPick, history }: QueryComboboxProps) {
  const { t } = useTranslation('job-search');
  // One per page, and an island's (decision 0027): a fixed id, the same in the server's render and the island's.
  const id = 'job-search-query';
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, value, onChange);
  const historyRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const text = value.trim();
  const debounced = useDebouncedValue(text, SUGGESTION_DEBOUNCE_MS);
  // The text is searched with searchJobs (the field's bound); suggestions are asked only within listJobTitleSuggestions' tighter one.
  const suggestible = debounced.length >= 1 && debounced.length <= listJobTitleSuggestionsQueryQueryMax;
  const suggestions = useQuery(jobTitleSuggestionsQuery(useQueryScope(), debounced, open && suggestible));
  const options = text.length >= 1 ? (suggestions.data?.job_titles ?? []) : [];
  const showSuggestions = open && options.length > 0;
  const hasHistory = history.items.length > 0;
  const showHistory = open && text.length === 0 && hasHistory;
  useEffect(() => {
    if (hasHistory) whenIdle(SearchHistoryPanel.preload);
  }, [hasHistory]);
  const activeIndex = showSuggestions && active < options.length ? active : -1;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(query: string) {
    close();
    onPick(query);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (showSuggestions) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(activeIndex + step >= options.length ? 0 : activeIndex + step < 0 ? options.length - 1 : activeIndex + step);
      } else if (showHistory && event.key === 'ArrowDown') {
        historyRef.current?.querySelector<HTMLButtonElement>('.job-search-history__entry')?.focus();
      } else {
        setOpen(true);
      }
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      const option = options[activeIndex];
      if (option) {
        event.preventDefault();
        pick(option.value);
      }
    } else if (event.key === 'Escape' && (showSuggestions || showHistory)) {
      event.preventDefault();
      close();
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  }

  return (
    <div className="job-search-combobox" onBlur={onBlur}>
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {t('search.query')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="input job-search-combobox__input"
        // A text box: ARIA allows role=combobox on type=text, not on type=search; the phone keyboard still offers "search".
        type="text"
        enterKeyHint="search"
        name={SEARCH_TEXT_FIELD}
        role="combobox"
        autoComplete="off"
        maxLength={searchJobsBodyQueryMax}
        placeholder={t('search.placeholder')}
        aria-autocomplete="list"
        aria-expanded={showSuggestions}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <ul id={listboxId} role="listbox" className="job-search-combobox__listbox" aria-label={t('search.suggestions')} hidden={!showSuggestions}>
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={index === activeIndex ? 'job-search-combobox__option job-search-combobox__option--active' : 'job-search-combobox__option'}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => pick(option.value)}
          >
            <span dir="auto">{option.value}</span>
          </li>
        ))}
      </ul>
      {showHistory ? (
        <WidgetBoundary fallback={null} name="SearchHistoryPanel">
          <Suspense fallback={null}>
            <SearchHistoryPanel
              ref={historyRef}
              items={history.items}
              onPick={pick}
              onRemove={(item) => {
                history.remove(item);
                inputRef.current?.focus();
              }}
              onClear={() => {
                history.clear();
                inputRef.current?.focus();
              }}
              onEscape={() => {
                inputRef.current?.focus();
                close();
              }}
            />
          </Suspense>
        </WidgetBoundary>
      ) : null}
    </div>
  );
}
