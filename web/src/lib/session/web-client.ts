/**
 * The web app's OAuth client (VITE_AUTH_CLIENT_ID in env.ts). It is a public client: a browser bundle
 * cannot keep a secret, so it sends its id only; social sign-in and Singpass add state, PKCE and nonce.
 */
import { env } from '../env';

export const webClient = { id: Number(env.VITE_AUTH_CLIENT_ID) } as const;
