/** Small pure helpers shared by the seed generators. */
import { locationsByCountry } from './config/locations';
import { toSeoValue } from './config/seo-value';
import type { CountryProfile } from './country-profiles';
import { LOCATION_COORDINATES } from './location-coordinates';
import type { Rng } from './rng';
import type { ConfigOption, CountryKey } from './types';

/** The fixed "now" of the seed: every date is relative to it, never to the wall clock. */
export const SEED_REFERENCE_NOW = Date.UTC(2026, 10, 1, 0, 0, 0);
export const DEFAULT_SEED = 20251015;
export const DAY_MS = 86_400_000;

export function kebab(value: string): string {
  return toSeoValue(value);
}

/** ISO date-time, whole seconds, UTC ("2026-10-12T08:30:00Z"). */
export function isoAt(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)}Z`;
}

/** Date only ("2019-04-01"). */
export function dateAt(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Round to two significant digits (18_734 → 19_000, 3_260 → 3_300, 642 → 640). */
export function roundNice(value: number): number {
  if (value <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

export function formatAmount(currency: string, value: number): string {
  return `${currency} ${value.toLocaleString('en-US')}`;
}

export interface FlatLocation {
  id: number;
  key: string;
  value: string;
  regionValue: string;
}

const flatCache = new Map<CountryKey, FlatLocation[]>();

/** Every location of a country, in list order (first = the main business district). */
export function locationsOf(country: CountryKey): FlatLocation[] {
  const cached = flatCache.get(country);
  if (cached) return cached;
  const flat = (locationsByCountry[country] ?? []).flatMap((region) =>
    region.locations.map((loc) => ({ id: loc.id, key: loc.key, value: loc.value, regionValue: region.value })),
  );
  flatCache.set(country, flat);
  return flat;
}

/** Weighted towards the first locations of the list (major business districts). */
export function pickLocation(rng: Rng, locations: readonly FlatLocation[]): FlatLocation {
  const index = Math.min(locations.length - 1, Math.floor(locations.length * rng.next() ** 1.8));
  const location = locations[index];
  if (!location) throw new Error('pickLocation: no locations');
  return location;
}

/** A point within ~2 km of the location centre (country centre when unknown). */
export function coordinatesNear(rng: Rng, location: FlatLocation, profile: CountryProfile): [number, number] {
  const [lat, lng] = LOCATION_COORDINATES[location.key] ?? profile.center;
  const jitter = (): number => (rng.next() - 0.5) * 0.036;
  return [Math.round((lat + jitter()) * 1e6) / 1e6, Math.round((lng + jitter()) * 1e6) / 1e6];
}

export function byId<T extends { id: number }>(items: readonly T[]): Map<number, T> {
  return new Map(items.map((item) => [item.id, item]));
}

/** The option with this id; throws when the catalogue lacks it (a seed bug). */
export function optionOf<T extends ConfigOption>(map: ReadonlyMap<number, T>, id: number): T {
  const option = map.get(id);
  if (!option) throw new Error(`Missing config option ${id}`);
  return option;
}

export function escapeHtml(value: string): string {
  if (!/[&<>"]/.test(value)) return value;
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
