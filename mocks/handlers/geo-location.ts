/** G05: the seeded location of a country nearest to coordinates (great-circle distance). */
import type { LocationOption } from '../../sdk/generated/config/hooks';
import { LOCATION_COORDINATES } from '../seed/location-coordinates';
import type { CountryKey, LanguageCode } from '../seed/config/types';
import { labelsFor } from './config-labels';

const EARTH_RADIUS_KM = 6371;

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Haversine distance in km between two [lat, lng] points. */
export function distanceKm([lat1, lng1]: readonly [number, number], [lat2, lng2]: readonly [number, number]): number {
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

export interface NearestLocation {
  location: LocationOption;
  distance_km: number;
}

/** The country's located seed location nearest to the point, labelled in the language; undefined if none has coordinates. */
export function nearestLocation(country: CountryKey, language: LanguageCode, point: readonly [number, number]): NearestLocation | undefined {
  let best: NearestLocation | undefined;
  for (const region of labelsFor(country, language).reply.location_lists) {
    for (const location of region.locations) {
      const centre = LOCATION_COORDINATES[location.key];
      if (!centre) continue;
      const distance = distanceKm(point, centre);
      if (!best || distance < best.distance_km) best = { location, distance_km: distance };
    }
  }
  return best && { location: best.location, distance_km: Math.round(best.distance_km * 10) / 10 };
}
