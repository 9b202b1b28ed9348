export { JobSearchPage as default, JOB_SEARCH_PATHS as documentPaths } from '../../../features/job-search/job-search-page';
