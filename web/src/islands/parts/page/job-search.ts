export { JobSearchPage as default, JOB_SEARCH_PATHS as documentPaths } from '../../../features/job-search/job-search-page';
/** The results count, and the salaries of foreign-currency cards, which render while the page hydrates. */
export const formatsNumbersWhileHydrating = true;
