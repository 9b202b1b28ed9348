/** The browser's geolocation in tests: a position, a refusal, or nothing at all. */
export function giveCoordinates(outcome: { latitude: number; longitude: number } | 'denied'): void {
  const geolocation = {
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (outcome === 'denied') failure?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
      else success({ coords: { ...outcome, accuracy: 20 }, timestamp: Date.now() } as GeolocationPosition);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

export function removeGeolocation(): void {
  Reflect.deleteProperty(navigator, 'geolocation');
}
