/**
 * Job function, three levels (spec section 3): main function → job function → function title.
 * A level opens under each selected node of the level above; unselecting a node drops its
 * descendants from the search.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobFunctionNode } from '@sdk/generated/config/hooks';
import type { JobSearchFilters } from '../../lib/job-search-url/types';
import { FilterGroup } from './filter-group';
import { functionTitleValue, includesValue, optionSeo, sameValues, toggleValue } from './filter-options';

type FunctionFilters = Pick<JobSearchFilters, 'mainFunctions' | 'jobFunctions' | 'functionTitles'>;

function removeMain(filters: FunctionFilters, main: JobFunctionNode): FunctionFilters {
  const subs = main.sub_list ?? [];
  const subValues = subs.map(optionSeo);
  const titleValues = subs.flatMap((sub) => (sub.sub_list ?? []).map(functionTitleValue));
  return {
    mainFunctions: toggleValue(filters.mainFunctions, optionSeo(main), false),
    jobFunctions: (filters.jobFunctions ?? []).filter((value) => !includesValue(subValues, value)),
    functionTitles: (filters.functionTitles ?? []).filter((value) => !includesValue(titleValues, value)),
  };
}

interface JobFunctionFilterProps extends FunctionFilters {
  tree: readonly JobFunctionNode[];
  /** The same function from render to render (useStableCallback). */
  onChange: (next: FunctionFilters) => void;
}

/** Re-renders only when the tree or the function filters change, not for every other filter. */
function sameFunctionFilter(a: JobFunctionFilterProps, b: JobFunctionFilterProps): boolean {
  return (
    a.tree === b.tree &&
    a.onChange === b.onChange &&
    sameValues(a.mainFunctions, b.mainFunctions) &&
    sameValues(a.jobFunctions, b.jobFunctions) &&
    sameValues(a.functionTitles, b.functionTitles)
  );
}

export const JobFunctionFilter = memo(function JobFunctionFilter({ tree, onChange, ...filters }: JobFunctionFilterProps) {
  const { t } = useTranslation('job-search');
  if (tree.length === 0) return null;
  const selectedMains = tree.filter((main) => includesValue(filters.mainFunctions, optionSeo(main)));

  function toggleMain(value: string, on: boolean) {
    const main = tree.find((node) => optionSeo(node) === value);
    if (!main) return;
    onChange(on ? { ...filters, mainFunctions: toggleValue(filters.mainFunctions, value, true) } : removeMain(filters, main));
  }

  return (
    <div className="job-search-functions">
      <FilterGroup
        id="job-search-filter-functions"
        legend={t('filters.jobFunction')}
        options={tree.map((main) => ({ value: optionSeo(main), label: main.value }))}
        selected={filters.mainFunctions}
        onToggle={toggleMain}
      />
      {selectedMains.map((main) => {
        const subs = main.sub_list ?? [];
        const selectedSubs = subs.filter((sub) => includesValue(filters.jobFunctions, optionSeo(sub)));
        return (
          <div key={main.id} className="job-search-functions__level">
            <FilterGroup
              id={`job-search-filter-functions-${main.id}`}
              legend={t('filters.subFunction', { name: main.value })}
              options={subs.map((sub) => ({ value: optionSeo(sub), label: sub.value }))}
              selected={filters.jobFunctions?.filter((value) => subs.some((sub) => includesValue([optionSeo(sub)], value)))}
              onToggle={(value, on) => {
                const sub = subs.find((node) => optionSeo(node) === value);
                const titles = (sub?.sub_list ?? []).map(functionTitleValue);
                onChange({
                  ...filters,
                  jobFunctions: toggleValue(filters.jobFunctions, value, on),
                  functionTitles: on ? filters.functionTitles : (filters.functionTitles ?? []).filter((title) => !includesValue(titles, title)),
                });
              }}
            />
            {selectedSubs.map((sub) => (
              <div key={sub.id} className="job-search-functions__level">
                <FilterGroup
                  id={`job-search-filter-functions-${main.id}-${sub.id}`}
                  legend={t('filters.functionTitle', { name: sub.value })}
                  options={(sub.sub_list ?? []).map((title) => ({ value: functionTitleValue(title), label: title.value }))}
                  selected={filters.functionTitles?.filter((value) => includesValue((sub.sub_list ?? []).map(functionTitleValue), value))}
                  onToggle={(value, on) => onChange({ ...filters, functionTitles: toggleValue(filters.functionTitles, value, on) })}
                />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}, sameFunctionFilter);
