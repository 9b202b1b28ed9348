/**
 * generateSocialAuthoriseUrl (contracts/auth.yaml): the start of a Google, Apple or Facebook round trip.
 * The app's state, nonce, S256 challenge and callback are recorded (mocks/state/auth-records.ts) and the
 * answer is the mock provider page: on the mock HTTP server's origin when it serves the page
 * (mocks/http/mock-social-provider-page.ts), else the in-app page on the callback's origin (mock mode:
 * the app that will be called back), in the language of the callback. Only registered callbacks are accepted (a real provider keeps the same list).
 */
import { generateSocialAuthoriseUrlBody } from '../../../sdk/generated/auth/zod';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { startSocialAuthorise, type SocialAuthoriseRecord } from '../../state/auth-records';
import { validateBody } from '../validate-request';
import { isLoopbackHost } from './redirect-origins';
import { mockProviderOrigin } from './singpass-handlers';

export const MOCK_SOCIAL_PROVIDER_PATH = '/mock-provider/social';
const PROVIDERS: readonly string[] = ['google', 'apple', 'facebook'];
/** `/get-started/social/<provider>/callback`, optionally after a language segment (`/ar`, `/zh-cn`). */
const CALLBACK_PATH = /^(\/[a-z]{2}(?:-[a-z]{2})?)?\/get-started\/social\/([a-z]+)\/callback$/;

const isJobchatHost = (host: string) => host === 'jobchat.example' || host.endsWith('.jobchat.example');

/** The callback's language segment ('' for the default language) when it is a registered callback for this provider. */
export function registeredCallback(raw: string, provider: string): { languagePrefix: string } | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.search || url.hash) return undefined;
  const hostAllowed = (url.protocol === 'https:' && isJobchatHost(url.hostname)) || (/^https?:$/.test(url.protocol) && isLoopbackHost(url.hostname));
  const match = CALLBACK_PATH.exec(url.pathname);
  if (!hostAllowed || !match || match[2] !== provider) return undefined;
  return { languagePrefix: match[1] ?? '' };
}

/** The provider page for a recorded authorise, with what a provider is sent (same order as the app used to build it). */
function providerUrl(record: SocialAuthoriseRecord, base: string): string {
  const url = new URL(base);
  const query = { provider: record.provider, state: record.state, nonce: record.nonce, code_challenge: record.code_challenge, code_challenge_method: 'S256', redirect_uri: record.redirect_uri };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export function socialAuthoriseHandlers() {
  return [
    operation('generateSocialAuthoriseUrl', async ({ request, params }) => {
      const provider = String(params.provider);
      if (!PROVIDERS.includes(provider)) return fail(40001, { fields: { provider: ['Unknown provider.'] } });
      const body = await validateBody(request, generateSocialAuthoriseUrlBody);
      if (!body.ok) return body.response;
      const { state, nonce, code_challenge: codeChallenge, redirect_uri: redirectUri } = body.data;
      const callback = registeredCallback(redirectUri, provider);
      if (!callback) return fail(40001, { fields: { redirect_uri: ['This callback is not registered for the app.'] } });
      const record = await startSocialAuthorise({ provider: provider as SocialAuthoriseRecord['provider'], state, nonce, code_challenge: codeChallenge, redirect_uri: redirectUri });
      if (!record) return fail(40001, { fields: { state: ['This state was used before; make a new one for every round trip.'] } });
      const served = mockProviderOrigin();
      const base = served
        ? new URL(MOCK_SOCIAL_PROVIDER_PATH, served).href
        : new URL(`${callback.languagePrefix}${MOCK_SOCIAL_PROVIDER_PATH}`, new URL(redirectUri).origin).href;
      return ok({ authorise_url: providerUrl(record, base) });
    }),
  ];
}
