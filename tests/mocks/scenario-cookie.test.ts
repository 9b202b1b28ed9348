/** The HTTP server reads a tab's scenarios from their cookie when the request carries no X-Mock-Scenario header. */
import { describe, expect, it } from 'vitest';
import { SCENARIO_COOKIE, scenarioCookieOf } from '../../mocks/scenario/scenario-codec';

describe('scenarioCookieOf', () => {
  it('reads the scenarios cookie, URI-decoded, among others', () => {
    const value = 'searchJobs:40006,retry=30;getJob:latency=2000';
    expect(scenarioCookieOf(`theme=dark; ${SCENARIO_COOKIE}=${encodeURIComponent(value)}; lang=ja`)).toBe(value);
  });

  it('answers undefined when the cookie is absent, empty or not decodable', () => {
    expect(scenarioCookieOf('theme=dark')).toBeUndefined();
    expect(scenarioCookieOf(`${SCENARIO_COOKIE}=`)).toBeUndefined();
    expect(scenarioCookieOf(`${SCENARIO_COOKIE}=%E0%A4%A`)).toBeUndefined();
    expect(scenarioCookieOf('')).toBeUndefined();
  });
});
