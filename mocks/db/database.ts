/**
 * The in-memory mock database: @msw/data collections of flat job and company records (schemas derived
 * from the generated reply schemas, see record-schemas.ts), Map indexes for every lookup, and the
 * seed's read-only side data. Built from `generateSeed()`, which runs once per process: a reset copies
 * the memoised records again instead of regenerating the faker data.
 *
 * Cost, measured in Node 20 for ~9,700 jobs and 192 companies (busy shared machine): the seed takes
 * 0.6-1.5 s once; loading the collections 0.5 s warm to 1.3-2.2 s cold, nearly all of it @msw/data's
 * own per-record work in `create` (schema
 * validation, a deep copy, an event and a uuid per record: even a pass-through schema costs ~0.4 s).
 * createMany is that same loop, so it saves nothing. Rather than keep jobs out of the collection, a
 * reset skips the reload when nothing changed: every record is deep-frozen after loading (changing one
 * in place throws), and the collections' create/update/delete hooks mark the database changed, so an
 * unchanged database is exactly a fresh copy of the seed and a reset of it costs nothing. Tests that
 * change data pay one reload at their next reset.
 *
 * What users create lives in small per-domain collections beside these (./domain-collections.ts), seeded on
 * first use and dropped by every reset.
 */
import { Collection } from '@msw/data';
import { generateSeed } from '../seed/generate';
import { buildIndexes, type DatabaseIndexes } from './indexes';
import { companyRecordSchema, jobRecordSchema } from './record-schemas';
import { toSeedRecords, type SeedRecords, type SeedSideData } from './seed-records';

export interface Database {
  jobs: Collection<typeof jobRecordSchema>;
  companies: Collection<typeof companyRecordSchema>;
  /** Current indexes; rebuilt on first access after any create, update or delete. */
  readonly indexes: DatabaseIndexes;
  readonly side: SeedSideData;
}

let seedRecords: SeedRecords | undefined;
/** Set by the collections' hooks: the live data differs from the seed. */
let changed = false;
let current: Database | undefined;
let pending: Promise<Database> | undefined;

/** Milliseconds the last (re)build took, and the one-off seed generation; for benchmarks and the report. */
export const databaseTimings = { seedMs: 0, buildMs: 0 };

function memoisedSeed(): SeedRecords {
  if (!seedRecords) {
    const started = performance.now();
    seedRecords = toSeedRecords(generateSeed());
    databaseTimings.seedMs = performance.now() - started;
  }
  return seedRecords;
}

function deepFreeze(value: object): void {
  Object.freeze(value);
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null && !Object.isFrozen(child)) deepFreeze(child as object);
  }
}

async function buildDatabase(seed: SeedRecords): Promise<Database> {
  const started = performance.now();
  const jobs = new Collection({ schema: jobRecordSchema });
  const companies = new Collection({ schema: companyRecordSchema });
  // createMany validates each record against the schema and stores a deep copy, so the memoised seed
  // is never shared with (or changed through) the live records.
  await companies.createMany(seed.companies.length, (i) => seed.companies[i]!);
  await jobs.createMany(seed.jobs.length, (i) => seed.jobs[i]!);
  for (const record of companies.all()) deepFreeze(record);
  for (const record of jobs.all()) deepFreeze(record);
  let indexes: DatabaseIndexes | undefined;
  const invalidate = () => {
    indexes = undefined;
    changed = true;
  };
  // Hooks are attached after the bulk load: with a listener, every create awaits an event round-trip.
  for (const collection of [jobs, companies] as const) {
    collection.hooks.on('create', invalidate);
    collection.hooks.on('update', invalidate);
    collection.hooks.on('delete', invalidate);
  }
  const database: Database = {
    jobs,
    companies,
    side: seed.side,
    get indexes() {
      indexes ??= buildIndexes(jobs.all(), companies.all());
      return indexes;
    },
  };
  void database.indexes;
  changed = false;
  databaseTimings.buildMs = performance.now() - started;
  return database;
}

/** Builds the database once (idempotent); later calls return the same database. */
export function initDatabase(): Promise<Database> {
  if (current) return Promise.resolve(current);
  pending ??= buildDatabase(memoisedSeed()).then((database) => {
    current = database;
    return database;
  });
  return pending;
}

/** The database, once `initDatabase()` has resolved. */
export function getDatabase(): Database {
  if (!current) throw new Error('The mock database is not initialised: await initDatabase() first.');
  return current;
}

const resetListeners = new Set<() => void>();

/** Runs `listener` at every reset, before the data is reloaded (the domain collections drop their records). */
export function onDatabaseReset(listener: () => void): void {
  resetListeners.add(listener);
}

/**
 * Makes the database a fresh copy of the memoised seed (tests call it before each test). Reloads only
 * when the data changed since the last load; an unchanged database already is that copy.
 */
export async function resetDatabase(): Promise<void> {
  for (const listener of resetListeners) listener();
  if (current && !changed) return;
  if (!current && pending) {
    await pending;
    if (!changed) return;
  }
  const fresh = buildDatabase(memoisedSeed()).then((database) => {
    current = database;
    return database;
  });
  pending = fresh;
  await fresh;
}
