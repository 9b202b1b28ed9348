export { CompanyPageSimilarCompanies as default } from '../../../features/company/company-page-islands';
