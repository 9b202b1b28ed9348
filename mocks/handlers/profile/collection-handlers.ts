/**
 * Create, update and delete of one profile collection (licenses, links, educations, work experiences,
 * job preferences): ownership (40004 for another user's entry), PATCH merging, the collection's own
 * rules on the merged entry, timestamps from the mock clock.
 */
import type { z } from 'zod';
import type { OperationId } from '../../../sdk/generated/operations';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { ownedEntry, takeProfileId, type ProfileState } from '../../state/profile';
import { validateBody, validateValues } from '../validate-request';
import { definedFields, nowIso, signedInProfile } from './profile-request';

interface Entry {
  id: number;
  user_id: number;
  created_at: string;
  updated_at: string;
}

type IdParams = z.ZodObject<{ id: z.ZodType<number> }>;

export interface CollectionSpec<R extends Entry, C extends object, U extends object> {
  operations: { create: OperationId; update: OperationId; remove: OperationId };
  select: (state: ProfileState) => Map<number, R>;
  createBody: z.ZodType<C>;
  updateBody: z.ZodType<U>;
  updateParams: IdParams;
  removeParams: IdParams;
  /** The stored fields of a new entry (defaults filled in). */
  build: (input: C) => Omit<R, keyof Entry>;
  /** Rules on the entry about to be saved (clean-up included); a reply refuses it. */
  check: (entry: R, state: ProfileState) => Response | R;
  beforeDelete?: (entry: R, state: ProfileState) => Response | null;
  reply: (entry: R) => unknown;
}

export function collectionHandlers<R extends Entry, C extends object, U extends object>(spec: CollectionSpec<R, C, U>) {
  return [
    operation(spec.operations.create, async ({ request }) => {
      const signedIn = await signedInProfile(request);
      if ('response' in signedIn) return signedIn.response;
      const body = await validateBody(request, spec.createBody);
      if (!body.ok) return body.response;
      const { state, user } = signedIn;
      const now = nowIso();
      const draft = { ...spec.build(body.data), id: 0, user_id: user.id, created_at: now, updated_at: now } as R;
      const checked = spec.check(draft, state);
      if (checked instanceof Response) return checked;
      const entry = { ...checked, id: takeProfileId(state) };
      spec.select(state).set(entry.id, entry);
      return ok(spec.reply(entry));
    }),
    operation(spec.operations.update, async ({ request, params }) => {
      const signedIn = await signedInProfile(request);
      if ('response' in signedIn) return signedIn.response;
      const path = validateValues(params, spec.updateParams);
      if (!path.ok) return path.response;
      const body = await validateBody(request, spec.updateBody);
      if (!body.ok) return body.response;
      const { state, user } = signedIn;
      const existing = ownedEntry(spec.select(state), path.data.id, user.id);
      if (!existing) return fail(40004);
      const checked = spec.check({ ...existing, ...definedFields(body.data), updated_at: nowIso() }, state);
      if (checked instanceof Response) return checked;
      spec.select(state).set(existing.id, checked);
      return ok(spec.reply(checked));
    }),
    operation(spec.operations.remove, async ({ request, params }) => {
      const signedIn = await signedInProfile(request);
      if ('response' in signedIn) return signedIn.response;
      const path = validateValues(params, spec.removeParams);
      if (!path.ok) return path.response;
      const { state, user } = signedIn;
      const existing = ownedEntry(spec.select(state), path.data.id, user.id);
      if (!existing) return fail(40004);
      const refused = spec.beforeDelete?.(existing, state);
      if (refused) return refused;
      spec.select(state).delete(existing.id);
      return ok({ id: existing.id });
    }),
  ];
}
