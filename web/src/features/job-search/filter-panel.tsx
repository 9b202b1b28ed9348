/**
 * Every filter of the search (spec sections 2 and 5). A sidebar on wide screens; on narrow ones it
 * collapses behind a "Filters" disclosure button (Escape closes it and returns focus to the button).
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSearchFilters, WorkArrangement } from '../../lib/job-search-url/types';
import { FilterGroup } from './filter-group';
import { activeFilterCount, checkboxFilterGroups, toggleValue, workArrangementOptions, type CheckboxFilterGroup } from './filter-options';
import { JobFunctionFilter } from './job-function-filter';
import type { SearchConfigLists } from './job-search-queries';

interface FilterPanelProps {
  lists: SearchConfigLists;
  filters: JobSearchFilters;
  onChange: (next: JobSearchFilters) => void;
  onReset: () => void;
}

export function FilterPanel({ lists, filters, onChange, onReset }: FilterPanelProps) {
  const { t } = useTranslation('job-search');
  const panelId = useId();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const groups = useMemo(() => new Map(checkboxFilterGroups(lists).map((group) => [group.key, group])), [lists]);
  const arrangements = useMemo(() => workArrangementOptions(lists), [lists]);
  const count = activeFilterCount(filters);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  }

  function group(key: CheckboxFilterGroup['key']) {
    const def = groups.get(key);
    if (!def) return null;
    return (
      <FilterGroup
        legend={t(def.labelKey)}
        options={def.options}
        selected={filters[key]}
        onToggle={(value, on) => onChange({ ...filters, [key]: toggleValue(filters[key], value, on) })}
      />
    );
  }

  return (
    <div className="job-search-filters">
      <button
        ref={toggleRef}
        type="button"
        className="button button--secondary job-search-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {count > 0 ? t('filters.toggleCount', { count }) : t('filters.toggle')}
      </button>
      <section
        id={panelId}
        className={open ? 'job-search-filters__panel job-search-filters__panel--open' : 'job-search-filters__panel'}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className="job-search-filters__header">
          <h2 id={titleId} className="job-search-filters__title">
            {t('filters.title')}
          </h2>
          {count > 0 ? (
            <button type="button" className="button button--link" onClick={onReset}>
              {t('filters.reset')}
            </button>
          ) : null}
        </div>
        {group('jobTypes')}
        <FilterGroup
          legend={t('filters.workArrangement')}
          options={arrangements.map((option) => ({ value: option.value, label: option.label ?? t(`common:workArrangement.${option.value}`) }))}
          selected={filters.workArrangements}
          onToggle={(value, on) =>
            onChange({ ...filters, workArrangements: toggleValue(filters.workArrangements, value, on) as WorkArrangement[] })
          }
        />
        {group('salary')}
        {group('workExperience')}
        {group('qualification')}
        {group('industries')}
        {group('categories')}
        <JobFunctionFilter tree={lists.main_functions ?? []} filters={filters} onChange={(next) => onChange({ ...filters, ...next })} />
        {group('companySizes')}
        {group('financingStages')}
        {group('benefits')}
        <fieldset className="job-search-filter">
          <legend className="job-search-filter__legend">{t('filters.company')}</legend>
          <label className="job-search-filter__option">
            <input
              type="checkbox"
              checked={filters.verifiedCompany === true}
              onChange={(event) => onChange({ ...filters, verifiedCompany: event.currentTarget.checked || undefined })}
            />
            <span>{t('filters.verifiedCompany')}</span>
          </label>
        </fieldset>
        <button type="button" className="button job-search-filters__done" onClick={close}>
          {t('filters.done')}
        </button>
      </section>
    </div>
  );
}
