/**
 * The OAuth public-client helpers both sides apply (RFC 7636 PKCE with S256, random state and nonce):
 * the app makes the values with WebCrypto, the mock servers recompute the challenge from the verifier.
 * Hand-written, beside the generated SDK, so client and server cannot disagree on the transform.
 */
const BASE64URL = /[+/=]/g;
const URL_SAFE: Record<string, string> = { '+': '-', '/': '_', '=': '' };

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(BASE64URL, (char) => URL_SAFE[char] ?? '');
}

/** `byteLength` random bytes from crypto.getRandomValues, base64url (32 bytes: a 43-character verifier). */
export function randomUrlSafe(byteLength = 32): string {
  const bytes = new Uint8Array(byteLength);
  crypto.getRandomValues(bytes);
  return base64Url(bytes);
}

/** code_challenge = BASE64URL(SHA-256(ASCII(code_verifier))), with crypto.subtle. */
export async function s256CodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export interface PublicClientRoundTrip {
  state: string;
  nonce: string;
  codeVerifier: string;
  codeChallenge: string;
}

/** Fresh state, nonce and PKCE pair for one provider round trip. */
export async function newRoundTrip(): Promise<PublicClientRoundTrip> {
  const codeVerifier = randomUrlSafe(32);
  return { state: randomUrlSafe(16), nonce: randomUrlSafe(16), codeVerifier, codeChallenge: await s256CodeChallenge(codeVerifier) };
}
