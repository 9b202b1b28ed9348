import { describe, expect, it } from 'vitest';
import { guestLogin } from '../../mocks/handlers/auth-handlers';
import { websiteOutage } from '../../mocks/handlers/config-handlers';
import { requestContext } from '../../mocks/handlers/request-context';

describe('mock request context', () => {
  it('reads country and language from the headers, the query overriding the language', () => {
    const request = new Request('http://localhost/api/config/sg/list?language_code=ja', { headers: { 'Country-Id': '193', 'Language-Id': '2' } });
    expect(requestContext(request)).toMatchObject({ country: 'sg', language: 'ja', origin: 'http://localhost', token: undefined });
    expect(requestContext(new Request('http://localhost/api/x', { headers: { 'Language-Id': '10', Authorization: 'Bearer abc' } }))).toMatchObject({
      country: 'ph', language: 'ar', token: 'abc',
    });
  });

  it('falls back to ph and en-us for missing or unknown ids', () => {
    expect(requestContext(new Request('http://localhost/api/x', { headers: { 'Country-Id': '999', 'Language-Id': 'x' } }))).toMatchObject({
      country: 'ph', language: 'en-us',
    });
  });

  it('gives a device the same guest every time and a maintenance window for the outage variant', () => {
    expect(guestLogin('a')).toEqual(guestLogin('a'));
    expect(guestLogin('a').token).not.toBe(guestLogin('b').token);
    const outage = websiteOutage(true, Date.UTC(2026, 0, 1, 10, 30));
    expect(outage).toMatchObject({ is_outage: true, start_time: '2026-01-01T10:00:00Z', end_time: '2026-01-01T12:00:00Z' });
  });
});
