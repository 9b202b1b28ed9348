/** The origins the first page asks the browser to connect to early. */
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../web/src/lib/env';
import { preconnectOrigins } from '../../web/src/lib/preconnect-origins';

const SITE = 'https://www.jobchat.example';

describe('preconnect origins', () => {
  it('names the API origins (CORS) and the assets host once each, never the site itself', () => {
    const env = parseEnv({
      VITE_API_BASE_URL: 'https://api.jobchat.example/api',
      VITE_API_BASE_URLS: JSON.stringify({ search: 'https://search.jobchat.example/api', chat: 'https://api.jobchat.example/chat' }),
      VITE_ASSETS_HOST: 'https://assets.jobchat.example/static',
    });
    expect(preconnectOrigins(env, SITE)).toEqual([
      { href: 'https://api.jobchat.example', crossOrigin: 'anonymous' },
      { href: 'https://search.jobchat.example', crossOrigin: 'anonymous' },
      { href: 'https://assets.jobchat.example' },
    ]);
  });

  it('names nothing when the API is on the site origin, as in development', () => {
    expect(preconnectOrigins(parseEnv({ VITE_API_BASE_URL: '/api' }), SITE)).toEqual([]);
  });
});
