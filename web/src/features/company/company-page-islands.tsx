/**
 * The parts of the company page that answer input or load on their own: on a guest's page they are
 * islands (decision 0027), so each finds the page's company from the address and takes no props. The app
 * renders the same components in the same places.
 */
import { useQuery } from '@tanstack/react-query';
import { useQueryScope } from '../../lib/query-scope';
import { usePathParams } from '../../lib/use-path-params';
import { CompanyJobs } from './company-jobs';
import { companyIdFromSlug, companyQuery } from './company-queries';
import { SimilarCompanies } from './similar-companies';

function usePageCompany(): { id: number | undefined; slug: string | undefined } {
  const { slug } = usePathParams('/:lang?/company/:slug/:tab?');
  return { id: companyIdFromSlug(slug), slug };
}

/** The jobs tab's list, its remote-only switch and its pages, for the page's company. */
export function CompanyPageJobs() {
  const { id, slug } = usePageCompany();
  const { data: company } = useQuery({ ...companyQuery(useQueryScope(), id ?? 0), enabled: id !== undefined });
  return company && slug ? <CompanyJobs companyId={company.id} slug={company.slug || slug} /> : null;
}

export function CompanyPageSimilarCompanies() {
  const { id } = usePageCompany();
  return id === undefined ? null : <SimilarCompanies companyId={id} />;
}
