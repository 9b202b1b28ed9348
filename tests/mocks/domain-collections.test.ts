/**
 * The domains' @msw/data collections (mocks/db/domain-collections.ts): seeded on first use, changed only
 * through insert / update / remove (records are frozen), ids from a sequence, and back to the seed at
 * every database reset, whatever changed.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resetDatabase } from '../../mocks/db/database';
import { defineCollection, defineIdSequence, defineSharedSeed } from '../../mocks/db/domain-collections';
import { SEED_USERS } from '../../mocks/state/accounts';
import { addJobAlert, jobAlertsOf } from '../../mocks/state/job-alerts';
import { savedJobsOf } from '../../mocks/state/saved-jobs';

const noteSchema = z.object({ id: z.number().int(), user_id: z.number().int(), text: z.string() });
const notes = defineCollection('test-notes', { schema: noteSchema, firstId: 10, seed: () => [{ user_id: 1, text: 'seeded' }] });
const sharedIds = defineIdSequence(500);
const left = defineCollection('test-left', { schema: noteSchema, ids: sharedIds });
const right = defineCollection('test-right', { schema: noteSchema, ids: sharedIds });
let graphBuilds = 0;
const graph = defineSharedSeed(() => {
  graphBuilds += 1;
  return { notes: [{ user_id: 1, text: `build ${graphBuilds}` }] };
});
const fromGraphA = defineCollection('test-graph-a', { schema: noteSchema, seed: async (db) => (await graph(db)).notes });
const fromGraphB = defineCollection('test-graph-b', { schema: noteSchema, seed: async (db) => (await graph(db)).notes });

describe('domain collections', () => {
  it('seeds on first use and numbers new records from the first id', async () => {
    expect((await notes()).all().map(({ id, text }) => ({ id, text }))).toEqual([{ id: 10, text: 'seeded' }]);
    expect((await notes.insert({ user_id: 1, text: 'new' })).id).toBe(11);
  });

  it('freezes records: an update answers the new record and leaves the old one as it was', async () => {
    const [seeded] = (await notes()).all();
    expect(() => Object.assign(seeded!, { text: 'changed in place' })).toThrow(TypeError);
    const updated = await notes.update(seeded!, (draft) => {
      draft.text = 'updated';
    });
    expect(updated).toMatchObject({ id: 10, text: 'updated' });
    expect(seeded!.text).toBe('seeded');
    expect((await notes()).findFirst((q) => q.where({ id: 10 }))?.text).toBe('updated');
  });

  it('refuses a record its schema refuses', async () => {
    await expect(notes.insert({ user_id: 1, text: 42 as unknown as string })).rejects.toThrow();
  });

  it('goes back to the seed and the first id at every reset', async () => {
    await notes.insert({ user_id: 2, text: 'gone after the reset' });
    await notes.remove((await notes()).findFirst((q) => q.where({ id: 10 }))!);
    await resetDatabase();
    expect((await notes()).all().map(({ id, text }) => ({ id, text }))).toEqual([{ id: 10, text: 'seeded' }]);
    expect((await notes.insert({ user_id: 1, text: 'again' })).id).toBe(11);
  });

  it('resets the domains too: what a test added is gone at the next reset', async () => {
    const before = (await jobAlertsOf(SEED_USERS.complete)).length;
    const saved = (await savedJobsOf(SEED_USERS.complete)).length;
    await notes.insert({ user_id: 3, text: 'x' });
    await addJobAlert({
      user_id: SEED_USERS.complete, email: 'maria.santos@example.com', frequency: 'daily', keyword: 'x', location_id: null, job_type_id: null,
      salary_from: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
    });
    await resetDatabase();
    expect(await jobAlertsOf(SEED_USERS.complete)).toHaveLength(before);
    expect(await savedJobsOf(SEED_USERS.complete)).toHaveLength(saved);
  });

  it('shares one id sequence between the collections that name it', async () => {
    const a = await left.insert({ user_id: 1, text: 'a' });
    const b = await right.insert({ user_id: 1, text: 'b' });
    const c = await left.insert({ user_id: 1, text: 'c' });
    expect([a.id, b.id, c.id]).toEqual([500, 501, 502]);
  });

  it('builds a shared seed once per reset for every collection that takes from it', async () => {
    const builds = graphBuilds;
    const texts = async () => [(await fromGraphA()).all()[0]?.text, (await fromGraphB()).all()[0]?.text];
    expect(await texts()).toEqual([`build ${builds + 1}`, `build ${builds + 1}`]);
    await resetDatabase();
    expect(await texts()).toEqual([`build ${builds + 2}`, `build ${builds + 2}`]);
  });

  it('runs exclusive changes one after the other, so a find-or-create creates once', async () => {
    const findOrCreate = (userId: number) =>
      notes.exclusive(async () => (await notes()).findFirst((q) => q.where({ user_id: userId })) ?? notes.insert({ user_id: userId, text: 'once' }));
    const [first, second] = await Promise.all([findOrCreate(7), findOrCreate(7)]);
    expect(first.id).toBe(second.id);
    expect((await notes()).findMany((q) => q.where({ user_id: 7 }))).toHaveLength(1);
  });
});
