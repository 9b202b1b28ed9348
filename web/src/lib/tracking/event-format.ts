/** The wire formats of tracking (spec section 9): seconds, `YYYY-MM-DD HH:mm:ss`, a short device name. */

/** Seconds since the epoch, as every tracking timestamp is sent. */
export function toEpochSeconds(epochMs: number): number {
  return Math.floor(epochMs / 1000);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The device's local time of the event, `YYYY-MM-DD HH:mm:ss` (contracts/logs.yaml EventTime). */
export function formatEventTime(epochMs: number): string {
  const date = new Date(epochMs);
  return (
    `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())} ` +
    `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`
  );
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on macOS" from a user agent (the events' device_name; at most 100 characters). */
export function describeDevice(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
