/**
 * A search as a guest's results are made: a guest has no job preferences, so the search service ignores
 * "fits my preferences" and reads the best-fit sort as newest (contracts/job.yaml). The page shows a guest
 * this reading of a seeker's link, rather than a filter or a sort it offers them no control for.
 */
import { normalizeFilters } from './normalize';
import { JobSearchSort, type JobSearchFilters } from './types';

export function asGuestSearch(filters: JobSearchFilters): JobSearchFilters {
  // The same object when nothing changes: the panel and the results re-render only for a new search.
  if (!filters.fitsPreferences && filters.sort !== JobSearchSort.BestFit) return filters;
  const { fitsPreferences: _ignored, ...rest } = filters;
  return normalizeFilters({ ...rest, sort: rest.sort === JobSearchSort.BestFit ? JobSearchSort.Newest : rest.sort });
}
