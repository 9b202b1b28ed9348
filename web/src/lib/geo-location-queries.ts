/**
 * The location nearest the browser's coordinates (getGeoLocation). Spec section 7: asked only when a
 * longitude is present, so the coordinates are read first and the call made only with one.
 */
import { getGetGeoLocationQueryOptions, type ConfigLists, type LocationOption } from '@sdk/generated/config/hooks';
import { scoped, type QueryScope } from './query-scope';

export interface Coordinates {
  longitude: number;
  latitude: number;
}

export function geoLocationQuery(scope: QueryScope, coordinates: Coordinates) {
  return scoped(scope, getGetGeoLocationQueryOptions({ ...coordinates, language_code: scope.language }, { query: { retry: false } }));
}

/** The browser's coordinates, or null when it gives none (no support, refused, timed out, no longitude). */
export function browserCoordinates(): Promise<Coordinates | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve(Number.isFinite(coords.longitude) && Number.isFinite(coords.latitude) ? { longitude: coords.longitude, latitude: coords.latitude } : null),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
}

/** Whether a location is one of the site's listed locations (what a location field can show). */
export function isListedLocation(lists: Pick<ConfigLists, 'location_lists'>, location: LocationOption): boolean {
  return lists.location_lists.some((region) => region.locations.some((option) => option.id === location.id));
}
