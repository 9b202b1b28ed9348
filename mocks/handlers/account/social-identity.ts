/**
 * The mock social provider's side of loginWithSocial (contracts/auth.yaml): its authorization code is the
 * base64url JSON of the identity the tester chose plus what the app sent the provider (state, nonce,
 * code_challenge, redirect_uri). The exchange holds only when the state exists (the app started that round
 * trip with generateSocialAuthoriseUrl, for this provider, with the code's nonce, challenge and return
 * address), the request's state and redirect_uri are the code's, the PKCE verifier hashes to its challenge,
 * and the code was not redeemed before; anything else answers 40002.
 */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { z } from 'zod';
import { s256CodeChallenge } from '../../../sdk/pkce';
import { fail } from '../../http/reply';
import { redeemProviderCode } from '../../state/auth-flows';
import { recordedSocialAuthorise } from '../../state/auth-records';

const providerCode = z.object({
  user_id: z.string().min(1).max(255),
  email: z.email().max(255).optional(),
  first_name: z.string().max(50),
  last_name: z.string().max(50),
  avatar: z.url().optional(),
  state: z.string().min(1),
  nonce: z.string().min(1),
  code_challenge: z.string().min(1),
  redirect_uri: z.string().min(1),
});

export type SocialIdentity = z.infer<typeof providerCode>;

function readCode(code: string): SocialIdentity | undefined {
  try {
    const json = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = providerCode.safeParse(JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (char) => char.charCodeAt(0)))));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function exchangeSocialCode(input: {
  social_type: string;
  code: string;
  state: string;
  code_verifier: string;
  redirect_uri: string;
}): Promise<SocialIdentity | Response> {
  const identity = readCode(input.code);
  const started = await recordedSocialAuthorise(input.state);
  const holds =
    identity !== undefined &&
    started !== undefined &&
    started.provider === input.social_type &&
    started.nonce === identity.nonce &&
    started.code_challenge === identity.code_challenge &&
    started.redirect_uri === identity.redirect_uri &&
    identity.state === input.state &&
    identity.redirect_uri === input.redirect_uri &&
    identity.code_challenge === (await s256CodeChallenge(input.code_verifier));
  if (!holds || !(await redeemProviderCode(input.code))) return fail(ErrorCode.IncorrectCredentials);
  return identity;
}
