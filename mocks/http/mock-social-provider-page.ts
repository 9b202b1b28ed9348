/**
 * The mock Google, Apple and Facebook provider as the mock HTTP server serves it, so a production build
 * (which has no in-app mock pages) finishes the social round trip against the server, an external site
 * from the app's point of view. GET /mock-provider/social shows the test identities for an authorise the
 * app started with generateSocialAuthoriseUrl (the state must be known and unanswered, and provider,
 * nonce, code_challenge and redirect_uri the recorded ones); GET /mock-provider/social/authorize sends the
 * browser to the recorded redirect_uri only, with the code (base64url JSON of the identity and the
 * recorded values, as loginWithSocial reads it) and the state. No script, so any CSP allows it.
 */
import type { ServerResponse } from 'node:http';
import { MOCK_SOCIAL_PROVIDER_PATH } from '../handlers/account/social-authorise-handlers';
import { answerSocialAuthorise, awaitingSocialAuthorise, type SocialAuthoriseRecord } from '../state/auth-records';
import { base64Url } from '../../sdk/pkce';
import { escapeHtml, NO_STORE, queryMatchesAuthorise, refuseProviderRequest, sendProviderPage } from './provider-page-html';

/** The same test identities as the in-app mock page (web/src/features/sign-in-options/mock-identities.ts). */
const TEST_IDENTITIES = [
  { key: 'maria', name: 'Maria Santos', hint: 'Existing account (maria.santos@example.com)', userId: (p: string) => `${p}-maria-santos`, email: 'maria.santos@example.com' },
  { key: 'new-user', name: 'Alex Rivera', hint: 'A brand-new account', userId: (p: string) => `${p}-new-${Date.now().toString(36)}`, email: undefined },
  { key: 'no-email', name: 'Rina Cruz', hint: 'Shares no email address', userId: (p: string) => `${p}-no-email-rina-cruz`, email: undefined },
  { key: 'suspended', name: 'Sam Reyes', hint: 'A suspended account', userId: (p: string) => `${p}-sam-reyes`, email: 'suspended@example.com' },
] as const;

const PROVIDER_NAMES: Record<SocialAuthoriseRecord['provider'], string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };
const escape = escapeHtml;
const page = (status: number, response: ServerResponse, title: string, body: string) => sendProviderPage(response, status, title, body);

function refuse(response: ServerResponse): void {
  refuseProviderRequest(response, 'Mock sign-in');
}

/** The authorise the query names, if every value is the one the app recorded. */
async function registered(url: URL): Promise<SocialAuthoriseRecord | undefined> {
  const record = await awaitingSocialAuthorise(url.searchParams.get('state') ?? '');
  const matches =
    record !== undefined &&
    url.searchParams.get('provider') === record.provider &&
    queryMatchesAuthorise(url, record);
  return matches ? record : undefined;
}

function identityForm(record: SocialAuthoriseRecord): string {
  const state = `<input type="hidden" name="state" value="${escape(record.state)}">`;
  const buttons = TEST_IDENTITIES.map(
    (identity) => `<li><button type="submit" name="identity" value="${identity.key}"><strong>${identity.name}</strong> · ${identity.hint}</button></li>`,
  ).join('');
  return `<p>A stand-in for the provider's sign-in page, served by the mock HTTP server. Choose a test identity.</p>
<form method="get" action="${MOCK_SOCIAL_PROVIDER_PATH}/authorize">${state}<ul>${buttons}</ul></form>
<form method="get" action="${MOCK_SOCIAL_PROVIDER_PATH}/authorize">${state}<input type="hidden" name="error" value="access_denied"><button type="submit">Cancel</button></form>`;
}

/** The provider's code: what loginWithSocial reads (mocks/handlers/account/social-identity.ts). */
function providerCode(record: SocialAuthoriseRecord, identity: (typeof TEST_IDENTITIES)[number]): string {
  const [firstName, lastName] = identity.name.split(' ');
  const claims = {
    user_id: identity.userId(record.provider), ...(identity.email ? { email: identity.email } : {}), first_name: firstName, last_name: lastName,
    state: record.state, nonce: record.nonce, code_challenge: record.code_challenge, redirect_uri: record.redirect_uri,
  };
  return base64Url(new TextEncoder().encode(JSON.stringify(claims)));
}

async function answer(response: ServerResponse, record: SocialAuthoriseRecord, query: Record<string, string>): Promise<void> {
  await answerSocialAuthorise(record);
  const target = new URL(record.redirect_uri);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  response.writeHead(302, { Location: target.href, ...NO_STORE });
  response.end();
}

/** Serves the social provider pages; false when the path is not one of them. */
export async function serveMockSocialProviderPage(method: string, url: URL, response: ServerResponse): Promise<boolean> {
  if (method !== 'GET') return false;
  if (url.pathname === MOCK_SOCIAL_PROVIDER_PATH) {
    const record = await registered(url);
    if (record) page(200, response, `Mock ${PROVIDER_NAMES[record.provider]} sign-in`, identityForm(record));
    else refuse(response);
    return true;
  }
  if (url.pathname !== `${MOCK_SOCIAL_PROVIDER_PATH}/authorize`) return false;
  const record = await awaitingSocialAuthorise(url.searchParams.get('state') ?? '');
  if (record && url.searchParams.get('error') === 'access_denied') {
    await answer(response, record, { state: record.state, error: 'access_denied' });
    return true;
  }
  const identity = TEST_IDENTITIES.find((candidate) => candidate.key === url.searchParams.get('identity'));
  if (!record || !identity) refuse(response);
  else await answer(response, record, { code: providerCode(record, identity), state: record.state });
  return true;
}
