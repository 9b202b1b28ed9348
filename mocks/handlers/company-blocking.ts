/** Company blocking handlers: C08 blockCompany, C09 unblockCompany and the implied listBlockedCompanies. */
import { blockCompanyBody, listBlockedCompaniesQueryParams, unblockCompanyParams } from '../../sdk/generated/company/zod';
import { initDatabase, type Database } from '../db/database';
import { operation } from '../http/operation';
import { fail, ok } from '../http/reply';
import { requireUser } from '../state/accounts';
import { blockCompanyFor, blocksOf, unblockCompanyFor, type BlockedCompanyRecord } from '../state/blocked-companies';
import { assetUrl, requestContext, type RequestContext } from './request-context';
import { validateBody, validateQuery, validateValues } from './validate-request';
import { pageOf } from '../http/paging';

function toBlockedCompany(db: Database, ctx: RequestContext, block: BlockedCompanyRecord) {
  const company = db.indexes.companiesById.get(block.company_id);
  return {
    id: block.id,
    company_id: block.company_id,
    company_name: company?.name ?? '',
    company_logo: assetUrl(ctx, company?.logo ?? '/mock-assets/company/unknown/logo.png'),
    company_slug: company?.slug ?? String(block.company_id),
    created_at: block.created_at,
  };
}

export function companyBlockingHandlers() {
  return [
    operation('blockCompany', async ({ request }) => {
      const db = await initDatabase();
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const body = await validateBody(request, blockCompanyBody);
      if (!body.ok) return body.response;
      if (!db.indexes.companiesById.has(body.data.company_id)) return fail(40004);
      const block = await blockCompanyFor(auth.user.id, body.data.company_id);
      return ok(toBlockedCompany(db, requestContext(request), block));
    }),
    operation('listBlockedCompanies', async ({ request }) => {
      const db = await initDatabase();
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const query = validateQuery(request, listBlockedCompaniesQueryParams);
      if (!query.ok) return query.response;
      const { page, size } = query.data;
      const blocks = await blocksOf(auth.user.id);
      const ctx = requestContext(request);
      const { items, ...paging } = pageOf(blocks, page, size, (block) => toBlockedCompany(db, ctx, block));
      return ok({ companies: items, ...paging });
    }),
    operation('unblockCompany', async ({ request, params }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, unblockCompanyParams);
      if (!path.ok) return path.response;
      if (!(await unblockCompanyFor(auth.user.id, path.data.id))) return fail(40004);
      return ok({ company_id: path.data.id, is_blocked: false as const });
    }),
  ];
}
