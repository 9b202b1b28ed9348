/**
 * Mutable per-domain mock state kept in plain Maps, built fresh from the seed by one factory: what every
 * domain used before the @msw/data collections of ./domain-collections.ts. Only the chat domain still does
 * (mocks/state/chats.ts): its conversations, ordered message lists and seed extras are built together as
 * one graph. The state is built on first use and thrown away by `resetDomainStates()` (which
 * `resetDatabase()` calls), so every test and every `/__mock/reset` starts from the same data.
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
