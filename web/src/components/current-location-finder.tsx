/**
 * "Use my current location" beside a current location field: on the seeker's click, the browser's
 * coordinates become the country's nearest location (lib/geo-location-queries.ts) and prefill the field.
 * Every outcome is said in a live region; the list stays the way to choose when anything fails.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigLists } from '@sdk/generated/config/hooks';
import { describeError } from '../lib/describe-error';
import { browserCoordinates, geoLocationQuery, isListedLocation } from '../lib/geo-location-queries';
import { useQueryScope } from '../lib/query-scope';
import './current-location-finder.css';

type Finding = { kind: 'idle' } | { kind: 'locating' } | { kind: 'located'; name: string } | { kind: 'failed'; message: string };

/** `onFound` fills the field with the location's id, when it is one of the listed locations. */
export function CurrentLocationFinder({ lists, onFound }: { lists: Pick<ConfigLists, 'location_lists'>; onFound: (locationId: string) => void }) {
  const { t } = useTranslation('common');
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  const [finding, setFinding] = useState<Finding>({ kind: 'idle' });
  const unavailable = t('common:geoLocation.unavailable');

  const find = async () => {
    setFinding({ kind: 'locating' });
    const coordinates = await browserCoordinates();
    if (coordinates === null) {
      setFinding({ kind: 'failed', message: unavailable });
      return;
    }
    try {
      const found = await queryClient.fetchQuery(geoLocationQuery(scope, coordinates));
      if (!isListedLocation(lists, found.location)) {
        setFinding({ kind: 'failed', message: unavailable });
        return;
      }
      onFound(String(found.location.id));
      setFinding({ kind: 'located', name: found.location.value });
    } catch (error) {
      setFinding({ kind: 'failed', message: describeError(error, t) ?? unavailable });
    }
  };

  return (
    <div className="location-finder">
      <button type="button" className="button button--secondary" disabled={finding.kind === 'locating'} onClick={() => void find()}>
        {finding.kind === 'locating' ? t('common:geoLocation.locating') : t('common:geoLocation.use')}
      </button>
      <p role="status" className={finding.kind === 'failed' ? 'location-finder__status location-finder__status--failed' : 'location-finder__status'}>
        {finding.kind === 'located' ? t('common:geoLocation.located', { location: finding.name }) : finding.kind === 'failed' ? finding.message : ''}
      </p>
    </div>
  );
}
