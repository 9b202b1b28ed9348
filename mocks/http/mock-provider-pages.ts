/**
 * The mock Singpass provider as the mock HTTP server serves it, so a production build (which has no mock
 * pages) can finish the round trip against the server: it is an external site from the app's point of
 * view. GET /mock-provider/singpass shows the test identities for an authorise the app started (S01: the
 * state must be known, and nonce, code_challenge and redirect_uri must be the ones registered);
 * GET /mock-provider/singpass/authorize sends the browser to the registered redirect_uri only, with a code
 * and the state. Both refuse an authorise whose redirect_uri is not on an allowed origin, although S01
 * never registers one (defence in depth). No script, so it runs under any Content-Security-Policy.
 */
import type { ServerResponse } from 'node:http';
import { isAllowedRedirect } from '../handlers/account/redirect-origins';
import { MOCK_PROVIDER_PATH } from '../handlers/account/singpass-handlers';
import { awaitingSingpassAuthorise, type SingpassAuthoriseRecord } from '../state/auth-records';
import { escapeHtml, queryMatchesAuthorise, refuseProviderRequest, sendProviderPage } from './provider-page-html';

const TEST_IDENTITIES = [
  { key: 'citizen', name: 'TAN WEI LING', uinfin: 'S9000003F', status: 'Singapore citizen' },
  { key: 'permanent-resident', name: 'LIM MEI HUA', uinfin: 'S7654321B', status: 'Permanent resident' },
  { key: 'employment-pass', name: 'ARJUN MEHTA', uinfin: 'G1234567X', status: 'Employment Pass holder' },
] as const;

const escape = escapeHtml;
const TITLE = 'Singpass (test provider)';

function page(status: number, response: ServerResponse, body: string): void {
  sendProviderPage(response, status, TITLE, body);
}

function refuse(response: ServerResponse): void {
  refuseProviderRequest(response, TITLE);
}

/** The authorise waiting for the query's state, if it would send the browser to an allowed origin. */
async function awaiting(url: URL): Promise<SingpassAuthoriseRecord | undefined> {
  const record = await awaitingSingpassAuthorise(url.searchParams.get('state') ?? '');
  return record && isAllowedRedirect(record.redirect_uri) ? record : undefined;
}

/** The authorise the query names, if every value is the one the app registered with S01. */
async function registered(url: URL): Promise<SingpassAuthoriseRecord | undefined> {
  const record = await awaiting(url);
  return record && queryMatchesAuthorise(url, record) ? record : undefined;
}

function identityForm(record: SingpassAuthoriseRecord): string {
  const options = TEST_IDENTITIES.map(
    (identity, i) =>
      `<p><label><input type="radio" name="identity" value="${identity.key}"${i === 0 ? ' checked' : ''}> <strong>${identity.name}</strong> ${identity.uinfin} · ${identity.status}</label></p>`,
  ).join('');
  return `<p>A stand-in for the Singpass login page, served by the mock HTTP server.</p>
<form method="get" action="${MOCK_PROVIDER_PATH}/authorize"><input type="hidden" name="state" value="${escape(record.state)}">
<fieldset><legend>Choose a test identity</legend>${options}</fieldset><button type="submit">Log in</button></form>`;
}

/** Serves the provider pages; false when the path is not one of them. */
export async function serveMockProviderPage(method: string, url: URL, response: ServerResponse): Promise<boolean> {
  if (method !== 'GET' || !url.pathname.startsWith(MOCK_PROVIDER_PATH)) return false;
  if (url.pathname === MOCK_PROVIDER_PATH) {
    const record = await registered(url);
    if (record) page(200, response, identityForm(record));
    else refuse(response);
    return true;
  }
  if (url.pathname === `${MOCK_PROVIDER_PATH}/authorize`) {
    const record = await awaiting(url);
    const identity = TEST_IDENTITIES.find((candidate) => candidate.key === url.searchParams.get('identity'));
    if (!record || !identity) {
      refuse(response);
      return true;
    }
    const target = new URL(record.redirect_uri);
    target.searchParams.set('code', `mock-${identity.key}`);
    target.searchParams.set('state', record.state);
    response.writeHead(302, { Location: target.href, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    response.end();
    return true;
  }
  return false;
}
