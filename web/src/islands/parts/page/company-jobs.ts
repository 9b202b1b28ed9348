export { CompanyPageJobs as default } from '../../../features/company/company-page-islands';
