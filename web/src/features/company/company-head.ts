/** The company page's status (404 when no company has this address) and head, with Organization data. */
import type { LoaderFunctionArgs } from 'react-router';
import type { PageHeadContent } from '../../lib/page-head-types';
import type { RouteContext } from '../../lib/route-context';
import { scopeOf } from '../../lib/query-scope';
import { organizationJsonLd } from '../../lib/seo/organization';
import { pageDescription } from '../../lib/seo/page-description';
import { absoluteUrl } from '../../lib/seo/site';
import { countryAtom, languageAtom, siteOriginAtom } from '../../lib/session-atoms';
import { companyIdFromSlug, companyQuery, isNotFound } from './company-queries';

function cachedCompany({ queryClient, store }: RouteContext, id: number) {
  return queryClient.getQueryState(companyQuery(scopeOf(store), id).queryKey);
}

export function companyPageStatus(app: RouteContext, params: LoaderFunctionArgs['params'], knownTab: boolean): { status: number } | null {
  const id = companyIdFromSlug(params.slug);
  if (id === undefined || !knownTab) return { status: 404 };
  return isNotFound(cachedCompany(app, id)?.error) ? { status: 404 } : null;
}

export function companyPageHead(app: RouteContext, { params }: LoaderFunctionArgs): PageHeadContent {
  const id = companyIdFromSlug(params.slug);
  const state = id === undefined ? undefined : cachedCompany(app, id);
  const company = state?.data;
  const t = app.i18n.t;
  if (!company) {
    // A failure of the service is not "this page does not exist" (the server answers it 503).
    const missing = id === undefined || isNotFound(state?.error);
    return { title: missing ? t('common:notFound.title') : t('common:states.errorTitle'), description: t('common:meta.description'), noindex: true };
  }
  const origin = app.store.get(siteOriginAtom);
  const site = { origin, country: app.store.get(countryAtom), language: app.store.get(languageAtom) };
  return {
    title: company.name,
    canonicalPath: `/company/${encodeURIComponent(company.slug)}${params.tab ? `/${params.tab}` : ''}`,
    description: pageDescription(t, { page: 'company', company: company.name }),
    image: absoluteUrl(origin, company.logo),
    jsonLd: [organizationJsonLd(company, site)],
  };
}

export function companiesPageHead({ i18n }: RouteContext): PageHeadContent {
  return { title: i18n.t('company:search.title'), description: pageDescription(i18n.t, { page: 'companies' }), keepQuery: true };
}
