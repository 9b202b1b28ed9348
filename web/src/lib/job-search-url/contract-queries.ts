/**
 * The job search contract's runtime constants (contracts/job.yaml), for the URL codec and the request
 * mapping: in web/src only `*-queries.ts` modules take values from generated code.
 */
export { JobSearchSort, WorkArrangementId } from '@sdk/generated/job/hooks';
