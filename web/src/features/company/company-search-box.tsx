/**
 * Company search input with suggestions as you type: a combobox whose listbox is driven by the arrow
 * keys (aria-activedescendant), Enter opens the highlighted company or runs the search, Escape closes.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CompanySuggestion } from '@sdk/generated/company/hooks';
import { listCompanySearchSuggestionsQueryQueryMax, searchCompaniesQueryQueryMax } from '@sdk/generated/company/zod';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { companySuggestionsQuery } from './company-queries';

const SUGGEST_DELAY_MS = 250;
/** The text goes to listCompanySearchSuggestions as typed and to searchCompanies once searched: the tighter `query` bound. */
const MAX_QUERY_LENGTH = Math.min(listCompanySearchSuggestionsQueryQueryMax, searchCompaniesQueryQueryMax);

export function CompanySearchBox({ initialQuery, onSearch }: { initialQuery: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation('company');
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const [text, setText] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const suggestions = useQuery(companySuggestionsQuery(useQueryScope(), open ? debounced : ''));
  const items: CompanySuggestion[] = open && debounced && suggestions.data ? suggestions.data.companies : [];
  const expanded = items.length > 0;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (item: CompanySuggestion) => {
    close();
    navigate(localHref(language, '/:lang?/company/:slug/:tab?', { slug: item.slug }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    onSearch(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      }
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const item = items[active];
      if (item) {
        event.preventDefault();
        choose(item);
      }
    }
  };

  return (
    <form className="company-search" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('search.label')}
      </label>
      <div className="company-search__field">
        <input
          id={inputId}
          className="input company-search__input"
          // A text box: ARIA allows role=combobox on type=text, not on type=search; the phone keyboard still offers "search".
          type="text"
          enterKeyHint="search"
          role="combobox"
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('search.placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="company-search__list" hidden={!expanded}>
          {items.map((item, index) => (
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'company-search__option company-search__option--active' : 'company-search__option'}
              // Keep focus in the input so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
            >
              <img src={item.logo} alt="" width={24} height={24} />
              <span dir="auto">{item.name}</span>
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="button">
        {t('search.submit')}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {expanded ? t('search.suggestionCount', { count: items.length }) : ''}
      </p>
    </form>
  );
}
