/**
 * What users create (decision 0003) in @msw/data collections, one model with the seeded catalogue
 * (decision 0002): each domain defines its collection once with a zod schema, its seed and its first id;
 * its mutations live beside it (mocks/state/<domain>.ts) and go through the collection's methods.
 *
 * A collection is built and seeded on first use after a reset and dropped by every `resetDatabase()`, so
 * every test and every `/__mock/reset` starts from the seed and an unused domain costs nothing. Records are
 * deep-frozen (a change in place throws): `insert` and `update` here are the only ways to change them,
 * and they hand back the new record (an update replaces the record, it does not change the old one).
 * Ids come from a per-collection sequence (or one the domain's collections share, defineIdSequence) that
 * never repeats an id until the next reset.
 */
import { Collection } from '@msw/data';
import type { z } from 'zod';
import { initDatabase, onDatabaseReset, type Database } from './database';

type Schema = z.ZodType<object>;

/** What every reset runs: each collection and id sequence goes back to its seed. */
const dropAll = new Set<() => void>();
const names = new Set<string>();

/** A stored record: the schema's output (@msw/data adds its own hidden keys). */
export type RecordOf<S extends Schema> = z.output<S>;
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
/** A seeded record: with its own id, or without one to take the next. */
export type SeedInput<S extends Schema> = WithoutId<z.input<S>> & { id?: number };

/** Ids several collections of one domain share, so an id names one record of any of them. */
export interface IdSequence {
  next(): number;
}

/** An id sequence from `firstId`, back to it at every reset (seeded records carry their own ids, below it). */
export function defineIdSequence(firstId: number): IdSequence {
  let next = firstId;
  dropAll.add(() => {
    next = firstId;
  });
  return {
    next: () => {
      next += 1;
      return next - 1;
    },
  };
}

/**
 * A seed several collections of one domain take their records from (a graph whose records name each other's
 * ids, built together): built once on the first use after a reset, dropped by every reset.
 */
export function defineSharedSeed<T>(build: (db: Database) => T): (db: Database) => Promise<T> {
  let built: Promise<T> | undefined;
  dropAll.add(() => {
    built = undefined;
  });
  return (db) => (built ??= Promise.resolve().then(() => build(db)));
}

export interface DomainCollectionOptions<S extends Schema> {
  schema: S;
  /** The first id `insert` gives (default 1); seeded ids above it move the sequence on. */
  firstId?: number;
  /** Ids shared with the domain's other collections (instead of `firstId`). */
  ids?: IdSequence;
  /** The seeded records, in order; deterministic (same seed, same records). */
  seed?: (db: Database) => readonly SeedInput<S>[] | Promise<readonly SeedInput<S>[]>;
}

export interface DomainCollection<S extends Schema> {
  /** The live collection, seeded on first use after a reset. */
  (): Promise<Collection<S>>;
  /** Creates a record under the next id. */
  insert(fields: WithoutId<z.input<S>>): Promise<RecordOf<S>>;
  /** Takes the next id, for a record whose other fields name it (a path); `create` stores it. */
  nextId(): Promise<number>;
  /** Creates a record as given (its key is its own: a user id, a name). */
  create(fields: z.input<S>): Promise<RecordOf<S>>;
  /** Applies `change` to a draft of the record; answers the updated record, which replaces it. */
  update(record: RecordOf<S>, change: (draft: RecordOf<S>) => void): Promise<RecordOf<S>>;
  /** Removes the record (no-op when it is gone already). */
  remove(record: RecordOf<S>): Promise<void>;
  /**
   * Runs `change` after every earlier `exclusive` change of this collection has finished: a look-up and
   * the create or update it decides on (find-or-create, counters) cannot interleave with another
   * request's. Never nest two on the same collection (the inner one would wait for the outer).
   */
  exclusive<T>(change: () => Promise<T>): Promise<T>;
}

interface Live<S extends Schema> {
  collection: Collection<S>;
  nextId: number;
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}


/** Defines a domain's collection; call once per domain, at module load. */
export function defineCollection<S extends Schema>(name: string, options: DomainCollectionOptions<S>): DomainCollection<S> {
  if (names.has(name)) throw new Error(`Mock collection "${name}" is defined twice`);
  names.add(name);
  const firstId = options.firstId ?? 1;
  let live: Promise<Live<S>> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  async function build(): Promise<Live<S>> {
    const db = await initDatabase();
    const collection = new Collection({ schema: options.schema });
    let nextId = firstId;
    for (const fields of (await options.seed?.(db)) ?? []) {
      const id = fields.id ?? nextId;
      deepFreeze(await collection.create({ ...fields, id } as z.input<S>));
      nextId = Math.max(nextId, id + 1);
    }
    return { collection, nextId };
  }

  const state = () => (live ??= build());
  const takeId = (current: Live<S>) => {
    if (options.ids) return options.ids.next();
    current.nextId += 1;
    return current.nextId - 1;
  };
  dropAll.add(() => {
    live = undefined;
  });

  const accessor = async () => (await state()).collection;
  return Object.assign(accessor, {
    async insert(fields: WithoutId<z.input<S>>) {
      const current = await state();
      const id = takeId(current);
      return deepFreeze(await current.collection.create({ ...fields, id } as z.input<S>));
    },
    async nextId() {
      return takeId(await state());
    },
    async create(fields: z.input<S>) {
      return deepFreeze(await (await state()).collection.create(fields));
    },
    async update(record: RecordOf<S>, change: (draft: RecordOf<S>) => void) {
      const collection = await accessor();
      const updated = await collection.update(record as never, {
        strict: true,
        data: (draft) => {
          change(draft as RecordOf<S>);
        },
      });
      return deepFreeze(updated as RecordOf<S>);
    },
    async remove(record: RecordOf<S>) {
      (await accessor()).delete(record as never);
    },
    exclusive<T>(change: () => Promise<T>) {
      const result = queue.then(change);
      queue = result.catch(() => undefined);
      return result;
    },
  }) as DomainCollection<S>;
}

/** Drops every domain collection; the next use seeds it again. */
export function resetDomainCollections(): void {
  for (const drop of dropAll) drop();
}

onDatabaseReset(resetDomainCollections);
