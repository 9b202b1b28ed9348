/**
 * "Use my current location" beside step 1's current location: on the seeker's click, the browser's
 * coordinates are turned into the country's nearest location (getGeoLocation, asked only when a
 * longitude came back) and prefill the field. Every outcome is said in a live region; the list stays
 * the way to choose when anything fails.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationOption } from '@sdk/generated/config/hooks';
import { describeError } from '../../lib/describe-error';
import { useQueryScope } from '../../lib/query-scope';
import { geoLocationQuery } from './complete-profile-queries';

type Finding = { kind: 'idle' } | { kind: 'locating' } | { kind: 'located'; name: string } | { kind: 'failed'; message: string };

function browserCoordinates(): Promise<GeolocationCoordinates | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(position.coords),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
}

export function CurrentLocationFinder({ onFound }: { onFound: (location: LocationOption) => boolean }) {
  const { t } = useTranslation(['complete-profile', 'errors']);
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  const [finding, setFinding] = useState<Finding>({ kind: 'idle' });
  const unavailable = t('fields.geo.unavailable');

  const find = async () => {
    setFinding({ kind: 'locating' });
    const coordinates = await browserCoordinates();
    if (coordinates === null || !Number.isFinite(coordinates.longitude)) {
      setFinding({ kind: 'failed', message: unavailable });
      return;
    }
    try {
      const found = await queryClient.fetchQuery(geoLocationQuery(scope, { longitude: coordinates.longitude, latitude: coordinates.latitude }));
      setFinding(onFound(found.location) ? { kind: 'located', name: found.location.value } : { kind: 'failed', message: unavailable });
    } catch (error) {
      setFinding({ kind: 'failed', message: describeError(error, t) ?? unavailable });
    }
  };

  return (
    <div className="complete-profile__geo">
      <button type="button" className="button button--secondary" disabled={finding.kind === 'locating'} onClick={() => void find()}>
        {finding.kind === 'locating' ? t('fields.geo.locating') : t('fields.geo.use')}
      </button>
      <p role="status" className={finding.kind === 'failed' ? 'complete-profile__geo-status complete-profile__geo-status--failed' : 'complete-profile__geo-status'}>
        {finding.kind === 'located' ? t('fields.geo.located', { location: finding.name }) : finding.kind === 'failed' ? finding.message : ''}
      </p>
    </div>
  );
}
