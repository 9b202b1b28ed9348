import { describe, expect, it } from 'vitest';
import { getDeviceType } from '../../web/src/lib/device-id';
import { describeDevice, formatEventTime, toEpochSeconds } from '../../web/src/lib/tracking/event-format';
import { SCENES, sceneOf } from '../../web/src/lib/tracking/scenes';
import { beaconBodies, BEACON_PRODUCT } from '../../web/src/lib/tracking/tracking-transport';
import type { PendingRequest } from '../../web/src/lib/tracking/pending-requests';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('tracking formats', () => {
  it('sends timestamps in seconds and event times as YYYY-MM-DD HH:mm:ss (local time)', () => {
    expect(toEpochSeconds(1_795_340_467_999)).toBe(1_795_340_467);
    const local = new Date(2026, 10, 2, 9, 4, 7).getTime();
    expect(formatEventTime(local)).toBe('2026-11-02 09:04:07');
  });

  it('tells web from mobile web by the user agent, and names the device', () => {
    expect(getDeviceType(IPHONE)).toBe('mobile_web');
    expect(getDeviceType(MAC_CHROME)).toBe('web');
    expect(describeDevice(MAC_CHROME)).toBe('Chrome on macOS');
    expect(describeDevice(IPHONE)).toBe('Safari on iOS');
  });

  it('maps pages and sub-pages to the spec scene codes, each code once', () => {
    expect(sceneOf('home_page:recommended')).toEqual({ page: 'home_page', sub_page: 'recommended', scene: 'c_rec_default' });
    expect(sceneOf('job_detail:similar').scene).toBe('c_rec_simi');
    expect(sceneOf('onsite_search_page:search').scene).toBe('c_search_defalut');
    const codes = Object.values(SCENES);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(22);
    for (const code of codes) expect(code).toMatch(/^c_(rec|search|list)_[a-z0-9_]+$/);
  });

  it('puts beacons on the contracts paths: events with the country id, reco logs with from 1', () => {
    const event: PendingRequest = { id: 'a', userId: 1, kind: 'event', body: { event_name: 'search_click', device_id: 'd', device_type: 'web', device_name: 'x', event_time: '2026-11-22 09:41:07' } };
    const click: PendingRequest = {
      id: 'b', userId: 1, kind: 'click',
      body: { page: 'home_page', sub_page: 'recommended', scene: 'c_rec_default', device: 'web', device_uuid: 'd', timestamp: 1, job_id: 2, index: 1 },
    };
    const [events, clicks] = beaconBodies([event, click], 167);
    expect(events?.url).toMatch(new RegExp(`/logs/${BEACON_PRODUCT}-api-server/logs/report/events$`));
    expect(JSON.parse(events?.body ?? '')).toEqual({ country_id: 167, events: [event.body] });
    expect(clicks?.url).toMatch(/\/logs\/report\/click$/);
    expect(JSON.parse(clicks?.body ?? '')).toEqual({ from: 1, data: [click.body] });
  });
});
