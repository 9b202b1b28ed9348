/** Company blocking handlers: C08 blockCompany, C09 unblockCompany and the implied listBlockedCompanies. */
import { ErrorCode } from '../../sdk/generated/error-codes';
import { blockCompanyBody, listBlockedCompaniesQueryParams, unblockCompanyParams } from '../../sdk/generated/company/zod';
import type { Database } from '../db/database';
import { defineOperation } from '../http/define-operation';
import { pageOf } from '../http/paging';
import { fail, ok } from '../http/reply';
import { blockCompanyFor, blocksOf, unblockCompanyFor, type BlockedCompanyRecord } from '../state/blocked-companies';
import { assetUrl, type RequestContext } from './request-context';

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
    defineOperation('blockCompany', {
      access: 'user',
      body: blockCompanyBody,
      handle: async ({ db, ctx, user, body }) => {
        if (!db.indexes.companiesById.has(body.company_id)) return fail(ErrorCode.NotFound);
        return ok(toBlockedCompany(db, ctx, await blockCompanyFor(user.id, body.company_id)));
      },
    }),
    defineOperation('listBlockedCompanies', {
      access: 'user',
      query: listBlockedCompaniesQueryParams,
      handle: async ({ db, ctx, user, query }) => {
        const { items, ...paging } = pageOf(await blocksOf(user.id), query.page, query.size, (block) => toBlockedCompany(db, ctx, block));
        return ok({ companies: items, ...paging });
      },
    }),
    defineOperation('unblockCompany', {
      access: 'user',
      params: unblockCompanyParams,
      handle: async ({ user, params }) => {
        if (!(await unblockCompanyFor(user.id, params.id))) return fail(ErrorCode.NotFound);
        return ok({ company_id: params.id, is_blocked: false as const });
      },
    }),
  ];
}
