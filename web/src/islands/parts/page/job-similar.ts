export { JobPageSimilarJobs as default } from '../../../features/job-detail/job-page-islands';
