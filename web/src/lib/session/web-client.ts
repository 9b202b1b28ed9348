/**
 * The web app's OAuth client (VITE_AUTH_CLIENT_ID in env.ts). It is a public client: a browser bundle
 * cannot keep a secret, so it sends its id only; social sign-in and Singpass add state, PKCE and nonce.
 */
import { env } from '../env';

export const webClient = {
  /** Read when used: the deployment's settings arrive at start-up, after this module loads. */
  get id(): number {
    return Number(env.VITE_AUTH_CLIENT_ID);
  },
};
