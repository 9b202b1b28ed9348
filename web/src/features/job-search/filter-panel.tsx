/**
 * Every filter of the search (spec sections 2 and 5). A sidebar on wide screens; on narrow ones a
 * "Filters" button opens the same panel as a sheet over the results: a native modal <dialog> around it
 * (`useModalDialog`: the page behind is inert) with the filter count, Reset, and a button that shows the
 * result count and closes it. Each change applies at once (the URL changes), so closing the sheet any way
 * loses nothing. The panel shows a change as soon as it is made, while the page waits for its results
 * (the navigation commits once, with them).
 */
import { memo, startTransition, useCallback, useEffect, useMemo, useOptimistic, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { useStableCallback } from '../../lib/use-stable-callback';
import { useAddressRendersAtOnce } from '../../lib/page-location';
import type { JobSearchFilters } from '../../lib/job-search-url/types';
import type { JobFunctionNode } from '@sdk/generated/config/hooks';
import { FilterGroup } from './filter-group';
import { activeFilterCount, checkboxFilterGroups, toggleValue, withoutPanelFilters, workArrangementOptions, type CheckboxFilterGroup } from './filter-options';
import { JobFunctionFilter } from './job-function-filter';
import type { SearchConfigLists } from './job-search-queries';

interface FilterPanelProps {
  lists: SearchConfigLists;
  filters: JobSearchFilters;
  /** Navigates to the changed search; settles when the page shows it. */
  onChange: (next: JobSearchFilters) => Promise<void>;
  /** The current search's result count, for the sheet's "Show N jobs"; undefined while it loads. */
  resultCount: number | undefined;
  /** A signed-in seeker: "fits my preferences" shows (a guest has no preferences to fit). */
  signedIn: boolean;
}

/** One empty tree, so the job function filter sees the same one each render. */
const NO_FUNCTIONS: readonly JobFunctionNode[] = [];

/** Where the panel is a sidebar rather than a sheet (job-search.css). */
const SIDEBAR_MEDIA = '(min-width: 900px)';

/** A sheet left open while the window widens into the sidebar layout closes: the sidebar is no dialog. */
function useCloseWhenSidebar(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return undefined;
    const media = window.matchMedia(SIDEBAR_MEDIA);
    const onChange = () => {
      if (media.matches) close();
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [open, close]);
}

/**
 * The filters the panel shows: the URL's, or the change just made until its navigation settles. Only the
 * panel renders for it; the page renders once, when the change's results are in.
 */
function useShownFilters(filters: JobSearchFilters, navigate: (next: JobSearchFilters) => Promise<void>) {
  const optimistic = useOptimisticChange(filters, navigate);
  const plain = usePlainChange(filters, navigate);
  return useAddressRendersAtOnce() ? plain : optimistic;
}

/** In the app a navigation is React Router's transition: the change is an optimistic update inside one. */
function useOptimisticChange(filters: JobSearchFilters, navigate: (next: JobSearchFilters) => Promise<void>) {
  const [shown, setShown] = useOptimistic(filters);
  const change = useCallback(
    (next: JobSearchFilters) =>
      startTransition(async () => {
        setShown(next);
        await navigate(next);
      }),
    [navigate, setShown],
  );
  return [shown, change] as const;
}

/**
 * On an island page the new address renders in the event that sets it (islands/document-router.tsx), so
 * plain state does, and the next address ends it. A transition there rendered the panel again between the
 * click and its results, and delayed them (about 10 ms at 4× CPU: decision 0026).
 */
function usePlainChange(filters: JobSearchFilters, navigate: (next: JobSearchFilters) => Promise<void>) {
  const [made, setMade] = useState<{ on: JobSearchFilters; next: JobSearchFilters } | null>(null);
  if (made && made.on !== filters) setMade(null);
  const change = useCallback(
    (next: JobSearchFilters) => {
      setMade({ on: filters, next });
      void navigate(next);
    },
    [filters, navigate],
  );
  return [made?.on === filters ? made.next : filters, change] as const;
}

/** Memoized: the page renders it again only when its filters, lists or count change (job-search-page.tsx). */
export const FilterPanel = memo(function FilterPanel({ lists, filters: urlFilters, onChange: navigateTo, resultCount, signedIn }: FilterPanelProps) {
  const { t } = useTranslation('job-search');
  const [filters, onChange] = useShownFilters(urlFilters, navigateTo);
  // One panel per page, and an island's (decision 0027): fixed ids, the same in the server's render and the island's.
  const panelId = 'job-search-filters-panel';
  const titleId = 'job-search-filters-title';
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // Escape, the close button, the backdrop and "Show N jobs" all close it; focus goes back to "Filters".
  const sheetRef = useModalDialog(close, { returnFocus: toggleRef, initialFocus: 'first', closeOnBackdropClick: true });
  useCloseWhenSidebar(open, close);
  const groups = useMemo(() => new Map(checkboxFilterGroups(lists).map((group) => [group.key, group])), [lists]);
  const arrangements = useMemo(() => workArrangementOptions(lists), [lists]);
  const arrangementOptions = useMemo(
    () => arrangements.map((option) => ({ value: option.value, label: option.label ?? t(`common:workArrangement.${option.value}`) })),
    [arrangements, t],
  );
  // The counts (and Reset) follow the URL, so a change repaints only its box at once; they change with its results.
  const count = activeFilterCount(urlFilters);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Reset hides itself: focus goes to the panel's title rather than to the page.
  const reset = () => {
    titleRef.current?.focus();
    onChange(withoutPanelFilters(filters));
  };
  // The groups' handlers stay the same while the filters change: only the group a change touches re-renders.
  const toggleIn = useStableCallback((key: CheckboxFilterGroup['key'] | 'workArrangements', value: string, on: boolean) =>
    onChange({ ...filters, [key]: toggleValue(filters[key], value, on) }),
  );
  const togglers = useMemo(() => new Map<string, (value: string, on: boolean) => void>(), []);
  const togglerOf = (key: CheckboxFilterGroup['key'] | 'workArrangements') => {
    let toggler = togglers.get(key);
    if (!toggler) {
      toggler = (value: string, on: boolean) => toggleIn(key, value, on);
      togglers.set(key, toggler);
    }
    return toggler;
  };
  const changeFunctions = useStableCallback((next: Partial<JobSearchFilters>) => onChange({ ...filters, ...next }));

  function group(key: CheckboxFilterGroup['key']) {
    const def = groups.get(key);
    if (!def) return null;
    return (
      <FilterGroup
        id={`job-search-filter-${key}`}
        legend={t(def.labelKey)}
        options={def.options}
        selected={filters[key]}
        counted={urlFilters[key]}
        onToggle={togglerOf(key)}
      />
    );
  }

  return (
    <div className="job-search-filters">
      <button
        ref={toggleRef}
        type="button"
        className="button button--secondary job-search-filters__toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        {count > 0 ? t('filters.toggleCount', { count }) : t('filters.toggle')}
      </button>
      <Sheet open={open} sheetRef={sheetRef} titleId={titleId}>
        <section
          id={panelId}
          className={open ? 'job-search-filters__panel job-search-filters__panel--open' : 'job-search-filters__panel'}
          // The sidebar is a region named by its title; in the sheet the dialog around it is.
          aria-labelledby={open ? undefined : titleId}
        >
          <div className="job-search-filters__header">
            <h2 id={titleId} ref={titleRef} tabIndex={-1} className="job-search-filters__title">
              {count > 0 ? t('filters.toggleCount', { count }) : t('filters.title')}
            </h2>
            {/* Always laid out, hidden while no filter is on: the first filter moves no box under the pointer. */}
            <button type="button" className="button button--link job-search-filters__reset" hidden={count === 0} onClick={reset}>
              {t('filters.reset')}
            </button>
            <button type="button" className="job-search-filters__close" onClick={close} aria-label={t('filters.close')}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {group('jobTypes')}
          <FilterGroup
            id="job-search-filter-work-arrangement"
            legend={t('filters.workArrangement')}
            options={arrangementOptions}
            selected={filters.workArrangements}
            counted={urlFilters.workArrangements}
            onToggle={togglerOf('workArrangements')}
          />
          {group('salary')}
          {group('workExperience')}
          {group('qualification')}
          {group('industries')}
          {group('categories')}
          <JobFunctionFilter
            tree={lists.main_functions ?? NO_FUNCTIONS}
            mainFunctions={filters.mainFunctions}
            jobFunctions={filters.jobFunctions}
            functionTitles={filters.functionTitles}
            onChange={changeFunctions}
          />
          {group('companySizes')}
          {group('financingStages')}
          {group('benefits')}
          {signedIn ? (
            <OnOffFilter
              legend={t('filters.preferences')}
              label={t('filters.fitsPreferences')}
              checked={filters.fitsPreferences === true}
              onToggle={(on) => onChange({ ...filters, fitsPreferences: on || undefined })}
            />
          ) : null}
          <OnOffFilter
            legend={t('filters.company')}
            label={t('filters.verifiedCompany')}
            checked={filters.verifiedCompany === true}
            onToggle={(on) => onChange({ ...filters, verifiedCompany: on || undefined })}
          />
          <div className="job-search-filters__footer">
            <button type="button" className="button job-search-filters__done" onClick={close}>
              {resultCount === undefined ? t('filters.done') : t('filters.showCount', { count: resultCount })}
            </button>
          </div>
        </section>
      </Sheet>
    </div>
  );
});

/** An on/off filter: one checkbox in a group of its own, the quick filters at the panel's end. */
function OnOffFilter({ legend, label, checked, onToggle }: { legend: string; label: string; checked: boolean; onToggle: (on: boolean) => void }) {
  return (
    <fieldset className="job-search-filter">
      <legend className="job-search-filter__legend">{legend}</legend>
      <label className="job-search-filter__option">
        <input type="checkbox" checked={checked} onChange={(event) => onToggle(event.currentTarget.checked)} />
        <span>{label}</span>
      </label>
    </fieldset>
  );
}

/**
 * While open, the panel sits in a modal <dialog>: the sheet. The panel mounts afresh as it moves in and out
 * (a sheet reopened starts with its groups folded, as the phone's hidden sidebar has nothing to keep).
 */
function Sheet({ open, sheetRef, titleId, children }: { open: boolean; sheetRef: Ref<HTMLDialogElement>; titleId: string; children: ReactNode }) {
  if (!open) return children;
  return (
    <dialog ref={sheetRef} className="job-search-filters__sheet" aria-modal="true" aria-labelledby={titleId}>
      {children}
    </dialog>
  );
}
