/**
 * Company service handlers: C01 getCompany, C02 searchCompanies, C03 listCompanySearchSuggestions,
 * C04 listCombinedSearchSuggestions, C05 listFeaturedCompanies, C06 listSimilarCompanies,
 * C07 searchCompaniesByName; blocking (C08, C09, listBlockedCompanies) in company-blocking.ts.
 */
import {
  getCompanyParams, listCombinedSearchSuggestionsQueryParams, listCompanySearchSuggestionsQueryParams, listFeaturedCompaniesQueryParams,
  listSimilarCompaniesParams, listSimilarCompaniesQueryParams, searchCompaniesByNameQueryParams, searchCompaniesQueryParams,
} from '../../sdk/generated/company/zod';
import { initDatabase, type Database } from '../db/database';
import type { CompanyRecord } from '../db/record-schemas';
import { operation } from '../http/operation';
import { fail, ok } from '../http/reply';
import { companyBlockingHandlers } from './company-blocking';
import { matchJobTitles } from './job-title-suggestions';
import { queryWords } from './job-search';
import { toCompanyDetail, toCompanySuggestion, toCompanySummary } from './projections';
import { requestContext, type RequestContext } from './request-context';
import { validateQuery, validateValues } from './validate-request';
import { pageOf } from '../http/paging';

const SUGGESTION_COUNT = 5;
const SIMILAR_COUNT = 10;
const NAME_MATCH_COUNT = 10;

function countryCompanies(db: Database, ctx: RequestContext): readonly CompanyRecord[] {
  return db.indexes.companiesByCountry.get(ctx.country) ?? [];
}

/** Every word of the query in the company's name or legal name (case-insensitive). */
function matchesQuery(company: CompanyRecord, query: string | undefined): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const text = `${company.name} ${company.legal_name}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** Most open jobs first, then by id, so lists are stable. */
function byJobCount(db: Database): (a: CompanyRecord, b: CompanyRecord) => number {
  const count = (c: CompanyRecord) => db.indexes.openJobCounts.get(c.id)?.jobs ?? 0;
  return (a, b) => count(b) - count(a) || a.id - b.id;
}

/** Companies whose name contains the query; names starting with it first. */
export function suggestCompanies(db: Database, ctx: RequestContext, query: string): CompanyRecord[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const matches = countryCompanies(db, ctx).filter((c) => c.name.toLowerCase().includes(needle));
  const rank = (c: CompanyRecord) => (c.name.toLowerCase().startsWith(needle) ? 0 : 1);
  return matches.sort((a, b) => rank(a) - rank(b) || byJobCount(db)(a, b)).slice(0, SUGGESTION_COUNT);
}

/** C07: companies whose display or legal name contains the name; exact matches first. */
function companiesNamed(db: Database, ctx: RequestContext, name: string): CompanyRecord[] {
  const needle = name.trim().toLowerCase();
  if (!needle) return [];
  const exact = (c: CompanyRecord) => (c.name.toLowerCase() === needle || c.legal_name.toLowerCase() === needle ? 0 : 1);
  return countryCompanies(db, ctx)
    .filter((c) => c.name.toLowerCase().includes(needle) || c.legal_name.toLowerCase().includes(needle))
    .sort((a, b) => exact(a) - exact(b) || byJobCount(db)(a, b))
    .slice(0, NAME_MATCH_COUNT);
}

export function companyHandlers() {
  return [
    // Literal paths before /company/:id.
    ...companyBlockingHandlers(),
    operation('searchCompaniesByName', async ({ request }) => {
      const db = await initDatabase();
      const ctx = requestContext(request);
      const query = validateQuery(request, searchCompaniesByNameQueryParams);
      if (!query.ok) return query.response;
      const companies = companiesNamed(db, ctx, query.data.company_name);
      return ok({ companies: companies.map((c) => ({ ...toCompanySuggestion(ctx, c), legal_name: c.legal_name })) });
    }),
    operation('searchCompanies', async ({ request }) => {
      const db = await initDatabase();
      const ctx = requestContext(request);
      const query = validateQuery(request, searchCompaniesQueryParams);
      if (!query.ok) return query.response;
      const { page, size } = query.data;
      const matches = countryCompanies(db, ctx).filter((c) => matchesQuery(c, query.data.query)).sort(byJobCount(db));
      const { items, ...paging } = pageOf(matches, page, size, (c) => toCompanySummary(db, ctx, c));
      return ok({ companies: items, ...paging });
    }),
    operation('listCompanySearchSuggestions', async ({ request }) => {
      const db = await initDatabase();
      const ctx = requestContext(request);
      const query = validateQuery(request, listCompanySearchSuggestionsQueryParams);
      if (!query.ok) return query.response;
      return ok({ companies: suggestCompanies(db, ctx, query.data.query).map((c) => toCompanySuggestion(ctx, c)) });
    }),
    operation('listCombinedSearchSuggestions', async ({ request }) => {
      const db = await initDatabase();
      const ctx = requestContext(request);
      const query = validateQuery(request, listCombinedSearchSuggestionsQueryParams);
      if (!query.ok) return query.response;
      return ok({
        job_titles: matchJobTitles(ctx, query.data.query, SUGGESTION_COUNT),
        companies: suggestCompanies(db, ctx, query.data.query).map((c) => toCompanySuggestion(ctx, c)),
      });
    }),
    operation('listFeaturedCompanies', async ({ request }) => {
      const db = await initDatabase();
      const ctx = requestContext(request);
      const query = validateQuery(request, listFeaturedCompaniesQueryParams);
      if (!query.ok) return query.response;
      const featured = countryCompanies(db, ctx)
        .filter((c) => c.is_verified && matchesQuery(c, query.data.query))
        .sort(byJobCount(db))
        .slice(0, query.data.size);
      return ok({ companies: featured.map((c) => toCompanySummary(db, ctx, c)) });
    }),
    operation('listSimilarCompanies', async ({ request, params }) => {
      const db = await initDatabase();
      const ctx = requestContext(request);
      const path = validateValues(params, listSimilarCompaniesParams);
      if (!path.ok) return path.response;
      const query = validateQuery(request, listSimilarCompaniesQueryParams);
      if (!query.ok) return query.response;
      const company = db.indexes.companiesById.get(path.data.companyId);
      if (!company) return fail(40004);
      const similar = (db.indexes.companiesByCountry.get(company.country_key as RequestContext['country']) ?? [])
        .filter((c) => c.id !== company.id && c.industry_id === company.industry_id && matchesQuery(c, query.data.query))
        .sort(byJobCount(db))
        .slice(0, SIMILAR_COUNT);
      return ok({ companies: similar.map((c) => toCompanySummary(db, ctx, c)) });
    }),
    operation('getCompany', async ({ request, params }) => {
      const db = await initDatabase();
      const path = validateValues(params, getCompanyParams);
      if (!path.ok) return path.response;
      const company = db.indexes.companiesById.get(path.data.id);
      if (!company) return fail(40004);
      return ok(toCompanyDetail(db, requestContext(request), company));
    }),
  ];
}
