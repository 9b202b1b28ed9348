import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { includesValue, sameValues, type FilterOption } from './filter-options';

/** Long lists show this many options until "show more". */
const COLLAPSED_SIZE = 6;

interface FilterGroupProps {
  id: string;
  legend: string;
  options: readonly FilterOption[];
  selected: readonly string[] | undefined;
  /** What the legend counts, when not `selected`: the URL's, while a change just made waits for its results. */
  counted?: readonly string[] | undefined;
  /** The same function from render to render (useStableCallback): the group re-renders only when what it shows changes. */
  onToggle: (value: string, on: boolean) => void;
}

function sameOptions(a: readonly FilterOption[], b: readonly FilterOption[]): boolean {
  return a === b || (a.length === b.length && a.every((option, index) => option.value === b[index]?.value && option.label === b[index]?.label));
}

/**
 * Whether a group shows the same: a filter change re-renders the panel, and then only the group it
 * changed (the panel's 60-odd checkboxes took a third of a filter click's render on a phone).
 */
function sameGroup(a: FilterGroupProps, b: FilterGroupProps): boolean {
  return a.id === b.id && a.legend === b.legend && a.onToggle === b.onToggle && sameOptions(a.options, b.options) && sameValues(a.selected, b.selected) && sameValues(a.counted, b.counted);
}

/**
 * A multi-select filter: a fieldset of checkboxes; selected options always stay visible. `id` is fixed
 * per group, not from useId: the search page is an island on a guest's page (decision 0027).
 */
export const FilterGroup = memo(function FilterGroup({ id, legend, options, selected, counted = selected, onToggle }: FilterGroupProps) {
  const { t } = useTranslation('job-search');
  const [expanded, setExpanded] = useState(false);
  if (options.length === 0) return null;
  const hidden = expanded ? [] : options.slice(COLLAPSED_SIZE).filter((option) => !includesValue(selected, option.value));
  const visible = options.filter((option) => !hidden.includes(option));
  const count = counted?.length ?? 0;
  return (
    <fieldset className="job-search-filter">
      <legend className="job-search-filter__legend">
        {count > 0 ? t('filters.groupCount', { label: legend, count }) : legend}
      </legend>
      <ul className="job-search-filter__options" id={`${id}-options`}>
        {visible.map((option) => (
          <li key={option.value}>
            <label className="job-search-filter__option">
              <input
                type="checkbox"
                checked={includesValue(selected, option.value)}
                onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
              />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {expanded || hidden.length > 0 ? (
        <button
          type="button"
          className="button button--link job-search-filter__more"
          aria-expanded={expanded}
          aria-controls={`${id}-options`}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('filters.showLess') : t('filters.showMore', { count: hidden.length })}
        </button>
      ) : null}
    </fieldset>
  );
}, sameGroup);
