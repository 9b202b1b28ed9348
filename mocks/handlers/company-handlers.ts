/**
 * Company service handlers: C01 getCompany, C02 searchCompanies, C03 listCompanySearchSuggestions,
 * C04 listCombinedSearchSuggestions, C05 listFeaturedCompanies, C06 listSimilarCompanies,
 * C07 searchCompaniesByName; blocking (C08, C09, listBlockedCompanies) in company-blocking.ts.
 */
import { ErrorCode } from '../../sdk/generated/error-codes';
import {
  getCompanyParams, listCombinedSearchSuggestionsQueryParams, listCompanySearchSuggestionsQueryParams, listFeaturedCompaniesQueryParams,
  listSimilarCompaniesParams, listSimilarCompaniesQueryParams, searchCompaniesByNameQueryParams, searchCompaniesQueryParams,
} from '../../sdk/generated/company/zod';
import type { Database } from '../db/database';
import type { CompanyRecord } from '../db/record-schemas';
import { defineOperation } from '../http/define-operation';
import { pageOf } from '../http/paging';
import { fail, ok } from '../http/reply';
import { companyBlockingHandlers } from './company-blocking';
import { SHOW_ALL, visibilityFor, type Visibility } from './hide-blocked';
import { matchJobTitles } from './job-title-suggestions';
import { queryWords } from './job-search';
import { toCompanyDetail, toCompanySuggestion, toCompanySummary } from './projections';
import type { RequestContext } from './request-context';

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
export function suggestCompanies(db: Database, ctx: RequestContext, query: string, visibility: Visibility = SHOW_ALL): CompanyRecord[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const matches = countryCompanies(db, ctx).filter((c) => visibility.company(c) && c.name.toLowerCase().includes(needle));
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
    defineOperation('searchCompaniesByName', {
      access: 'public',
      query: searchCompaniesByNameQueryParams,
      handle: ({ db, ctx, query }) => {
        const companies = companiesNamed(db, ctx, query.company_name);
        return ok({ companies: companies.map((c) => ({ ...toCompanySuggestion(ctx, c), legal_name: c.legal_name })) });
      },
    }),
    defineOperation('searchCompanies', {
      access: 'public',
      query: searchCompaniesQueryParams,
      handle: async ({ db, ctx, user, query }) => {
        const visibility = await visibilityFor(user);
        const matches = countryCompanies(db, ctx).filter((c) => visibility.company(c) && matchesQuery(c, query.query)).sort(byJobCount(db));
        const { items, ...paging } = pageOf(matches, query.page, query.size, (c) => toCompanySummary(db, ctx, c));
        return ok({ companies: items, ...paging });
      },
    }),
    defineOperation('listCompanySearchSuggestions', {
      access: 'public',
      query: listCompanySearchSuggestionsQueryParams,
      handle: async ({ db, ctx, user, query }) => {
        const companies = suggestCompanies(db, ctx, query.query, await visibilityFor(user));
        return ok({ companies: companies.map((c) => toCompanySuggestion(ctx, c)) });
      },
    }),
    defineOperation('listCombinedSearchSuggestions', {
      access: 'public',
      query: listCombinedSearchSuggestionsQueryParams,
      handle: async ({ db, ctx, user, query }) => ok({
        job_titles: matchJobTitles(ctx, query.query, SUGGESTION_COUNT),
        companies: suggestCompanies(db, ctx, query.query, await visibilityFor(user)).map((c) => toCompanySuggestion(ctx, c)),
      }),
    }),
    defineOperation('listFeaturedCompanies', {
      access: 'public',
      query: listFeaturedCompaniesQueryParams,
      handle: async ({ db, ctx, user, query }) => {
        const visibility = await visibilityFor(user);
        const featured = countryCompanies(db, ctx)
          .filter((c) => c.is_verified && visibility.company(c) && matchesQuery(c, query.query))
          .sort(byJobCount(db))
          .slice(0, query.size);
        return ok({ companies: featured.map((c) => toCompanySummary(db, ctx, c)) });
      },
    }),
    defineOperation('listSimilarCompanies', {
      access: 'public',
      params: listSimilarCompaniesParams,
      query: listSimilarCompaniesQueryParams,
      handle: async ({ db, ctx, user, params, query }) => {
        const company = db.indexes.companiesById.get(params.companyId);
        if (!company) return fail(ErrorCode.NotFound);
        const visibility = await visibilityFor(user);
        const similar = (db.indexes.companiesByCountry.get(company.country_key as RequestContext['country']) ?? [])
          .filter((c) => c.id !== company.id && visibility.company(c) && c.industry_id === company.industry_id && matchesQuery(c, query.query))
          .sort(byJobCount(db))
          .slice(0, SIMILAR_COUNT);
        return ok({ companies: similar.map((c) => toCompanySummary(db, ctx, c)) });
      },
    }),
    defineOperation('getCompany', {
      access: 'public',
      params: getCompanyParams,
      handle: ({ db, ctx, params }) => {
        const company = db.indexes.companiesById.get(params.id);
        return company ? ok(toCompanyDetail(db, ctx, company)) : fail(ErrorCode.NotFound);
      },
    }),
  ];
}
