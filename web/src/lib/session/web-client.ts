/** The web app's OAuth client for password sign-in and reset (see VITE_AUTH_CLIENT_* in env.ts). */
import { env } from '../env';

export const webClient = { id: Number(env.VITE_AUTH_CLIENT_ID), secret: env.VITE_AUTH_CLIENT_SECRET } as const;
