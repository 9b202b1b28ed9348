/** The device uuid: generated once and kept in local storage (spec section 4). */
const STORAGE_KEY = 'jobchat.device_uuid';

export function getDeviceUuid(storage: Pick<Storage, 'getItem' | 'setItem'>): string {
  const stored = storage.getItem(STORAGE_KEY);
  if (stored) return stored;
  const created = crypto.randomUUID();
  storage.setItem(STORAGE_KEY, created);
  return created;
}

export type DeviceType = 'web' | 'mobile_web';

/**
 * "web" or "mobile_web", decided by the user agent as the spec says (section 5). The server render
 * decides it from the request's User-Agent and hands it to the browser in the page state
 * (deviceTypeAtom), so both render the same page: calls the app makes send the atom's value.
 */
export function getDeviceType(userAgent: string): DeviceType {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent) ? 'mobile_web' : 'web';
}
