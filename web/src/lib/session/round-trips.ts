/**
 * Provider round trips of a public OAuth client (social sign-in, Singpass): each start makes a fresh
 * state, nonce and PKCE pair (sdk/pkce.ts, WebCrypto) and keeps them, keyed by state, until the callback
 * takes them back. Social sign-in stays in one tab (sessionStorage); Singpass comes back in a pop-up
 * (localStorage). Entries live 10 minutes; at most five are kept; a state is taken once.
 */
import { newRoundTrip, type PublicClientRoundTrip } from '@sdk/pkce';

export const ROUND_TRIP_TTL_MS = 10 * 60_000;
const MAX_KEPT = 5;

export interface RoundTrip<T> extends PublicClientRoundTrip {
  /** The callback address sent to the provider; the code exchange sends it again. */
  redirectUri: string;
  createdAt: number;
  data: T;
}

function read<T>(storage: Storage, key: string): RoundTrip<T>[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as RoundTrip<T>[]).filter((trip) => Date.now() - trip.createdAt < ROUND_TRIP_TTL_MS) : [];
  } catch {
    return [];
  }
}

function write<T>(storage: Storage, key: string, trips: RoundTrip<T>[]): void {
  if (trips.length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(trips.slice(-MAX_KEPT)));
}

export async function beginRoundTrip<T>(storage: Storage, key: string, redirectUri: string, data: T): Promise<RoundTrip<T>> {
  const trip: RoundTrip<T> = { ...(await newRoundTrip()), redirectUri, createdAt: Date.now(), data };
  write(storage, key, [...read<T>(storage, key), trip]);
  return trip;
}

/** The round trip this `state` started, used up by the taking; undefined for a state not issued here. */
export function takeRoundTrip<T>(storage: Storage, key: string, state: string | null): RoundTrip<T> | undefined {
  const trips = read<T>(storage, key);
  const trip = state ? trips.find((candidate) => candidate.state === state) : undefined;
  write(storage, key, trips.filter((candidate) => candidate !== trip));
  return trip;
}
