import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../web/src/lib/env';

describe('start-up settings', () => {
  it('defaults to real servers at /api', () => {
    expect(parseEnv({})).toMatchObject({ VITE_API_MODE: 'real', VITE_API_BASE_URL: '/api', VITE_API_BASE_URLS: {} });
  });

  it('reads per-service base URLs from JSON', () => {
    expect(parseEnv({ VITE_API_BASE_URLS: '{"search":"https://search.example.com/api"}' }).VITE_API_BASE_URLS).toEqual({
      search: 'https://search.example.com/api',
    });
  });

  it('refuses an unknown mode or malformed JSON instead of starting half-configured', () => {
    expect(() => parseEnv({ VITE_API_MODE: 'staging' })).toThrow();
    expect(() => parseEnv({ VITE_API_BASE_URLS: '{not json' })).toThrow();
  });
});
