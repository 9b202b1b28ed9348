/**
 * Create, update and delete of one profile collection (licenses, links, educations, work experiences,
 * job preferences): ownership (40004 for another user's entry), PATCH merging, the collection's own
 * rules on the merged entry, timestamps from the mock clock.
 */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import type { z } from 'zod';
import type { OperationId } from '../../../sdk/generated/operations';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import type { DomainCollection } from '../../db/domain-collections';
import { ownedEntry, replaceProfileEntry } from '../../state/profile';
import type { RequestContext } from '../request-context';
import { definedFields, nowIso } from './profile-request';

interface Entry {
  id: number;
  user_id: number;
  created_at: string;
  updated_at: string;
}

type IdParams = z.ZodObject<{ id: z.ZodType<number> }>;

export interface CollectionSpec<R extends Entry, C extends object, U extends object> {
  operations: { create: OperationId; update: OperationId; remove: OperationId };
  collection: DomainCollection<z.ZodType<R>>;
  createBody: z.ZodType<C>;
  updateBody: z.ZodType<U>;
  updateParams: IdParams;
  removeParams: IdParams;
  /** The stored fields of a new entry (defaults filled in). */
  build: (input: C) => Omit<R, keyof Entry>;
  /** Rules on the entry about to be saved (clean-up included); a reply refuses it. */
  check: (entry: R) => Response | R | Promise<Response | R>;
  beforeDelete?: (entry: R) => Response | null | Promise<Response | null>;
  /** The reply body of a saved entry (labels in the request's language). */
  reply: (entry: R, ctx: RequestContext) => unknown;
}

export function collectionHandlers<R extends Entry, C extends object, U extends object>(spec: CollectionSpec<R, C, U>) {
  const { collection } = spec;
  return [
    defineOperation(spec.operations.create, {
      access: 'user',
      body: spec.createBody,
      handle: async ({ user, body, ctx }) => {
        const now = nowIso();
        const draft = { ...spec.build(body), id: 0, user_id: user.id, created_at: now, updated_at: now } as R;
        const checked = await spec.check(draft);
        if (checked instanceof Response) return checked;
        const { id: _draftId, ...fields } = checked;
        return ok(spec.reply(await collection.insert(fields as Parameters<typeof collection.insert>[0]), ctx));
      },
    }),
    defineOperation(spec.operations.update, {
      access: 'user',
      params: spec.updateParams,
      body: spec.updateBody,
      handle: async ({ user, params, body, ctx }) => {
        const existing = await ownedEntry(collection, params.id, user.id);
        if (!existing) return fail(ErrorCode.NotFound);
        const checked = await spec.check({ ...existing, ...definedFields(body), updated_at: nowIso() });
        if (checked instanceof Response) return checked;
        return ok(spec.reply(await replaceProfileEntry(collection, existing, checked), ctx));
      },
    }),
    defineOperation(spec.operations.remove, {
      access: 'user',
      params: spec.removeParams,
      handle: async ({ user, params }) => {
        const existing = await ownedEntry(collection, params.id, user.id);
        if (!existing) return fail(ErrorCode.NotFound);
        const refused = await spec.beforeDelete?.(existing);
        if (refused) return refused;
        await collection.remove(existing);
        return ok({ id: existing.id });
      },
    }),
  ];
}
