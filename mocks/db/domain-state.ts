/**
 * Mutable per-domain mock state (accounts and sessions, saved jobs, applications, profiles, chats...)
 * beside the seeded job and company collections. Each domain defines its state once with a factory that
 * builds it fresh from the seed; the state is built on first use and thrown away by `resetDomainStates()`
 * (which `resetDatabase()` calls), so every test and every `/__mock/reset` starts from the same data.
 *
 * Domains keep their records in Maps keyed by id and reference other records by id (user_id, job_id):
 * flat like the collections, so lookups stay O(1) at any volume.
 */
import { initDatabase, onDatabaseReset, type Database } from './database';

interface DomainEntry<T> {
  name: string;
  create: (db: Database) => T;
  value: T | undefined;
}

const domains = new Map<string, DomainEntry<unknown>>();

/**
 * Registers a domain and returns its accessor: `await accounts()` gives the live state, built from the
 * seed on first use after a reset. The factory must be deterministic (same seed, same state).
 */
export function defineDomainState<T>(name: string, create: (db: Database) => T): () => Promise<T> {
  if (domains.has(name)) throw new Error(`Mock domain state "${name}" is defined twice`);
  const entry: DomainEntry<T> = { name, create, value: undefined };
  domains.set(name, entry as DomainEntry<unknown>);
  return async () => {
    const db = await initDatabase();
    entry.value ??= entry.create(db);
    return entry.value;
  };
}

/** Drops every domain's live state; the next access rebuilds it from the seed. */
export function resetDomainStates(): void {
  for (const entry of domains.values()) entry.value = undefined;
}

onDatabaseReset(resetDomainStates);
