/** The hero: the page's one heading and a search form that opens the job search. */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchJobsBodyQueryMax } from '@sdk/generated/job/zod';
import { useAtomValue } from '../../lib/app-jotai';
import { jobSearchHref } from '../../lib/job-search-url/encode';
import { SEARCH_TEXT_FIELD } from '../../lib/job-search-url/plain-form';
import { languageAtom } from '../../lib/session-atoms';
import { trackEvent } from '../../lib/tracking/tracker-slot';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

export function HomeHero() {
  const { t } = useTranslation('home');
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, query, setQuery);
  // One per page, and an island's (decision 0027): a fixed id, the same in the server's render and the island's.
  const inputId = 'home-hero-query';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the field holds, typed before hydration too (React's state may not have seen it).
    const text = String(new FormData(event.currentTarget).get(SEARCH_TEXT_FIELD) ?? query).trim();
    trackEvent('search_click', { query: text, page: 'home' });
    void navigate(jobSearchHref(language, text ? { query: text } : {}));
  }

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <h1 id="home-hero-title" className="home-hero__title">
        {t('hero.title')}
      </h1>
      <p className="home-hero__subtitle">{t('hero.subtitle')}</p>
      {/* A plain GET form until hydrated: the search page sends its `?query=` on to the results' URL. */}
      <form className="home-hero__form" role="search" method="get" action={jobSearchHref(language)} onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor={inputId}>
          {t('hero.searchLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="input home-hero__input"
          type="search"
          name={SEARCH_TEXT_FIELD}
          maxLength={searchJobsBodyQueryMax}
          autoComplete="off"
          placeholder={t('hero.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="button home-hero__submit">
          {t('hero.searchButton')}
        </button>
      </form>
    </section>
  );
}
