/** Auth service handlers: A06 loginAsGuest here; registration, sign-in, account and Singpass calls in ./account. */
import type { GuestLoginReply } from '../../sdk/generated/auth/hooks';
import { loginAsGuestBody } from '../../sdk/generated/auth/zod';
import { defineOperation } from '../http/define-operation';
import { ok } from '../http/reply';
import { accountHandlers } from './account';

export const GUEST_TOKEN_TTL_SECONDS = 2_592_000;

function hash32(text: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The same device always gets the same guest: a uuid-shaped token and an id derived from its uuid. */
export function guestLogin(deviceUuid: string): GuestLoginReply {
  const hex = [0x811c9dc5, 0x1b873593, 0xcc9e2d51, 0x85ebca6b].map((seed) => hash32(deviceUuid, seed).toString(16).padStart(8, '0')).join('');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  return { token: `guest-${uuid}`, guest_id: (hash32(deviceUuid, 0x9747b28c) % 900_000_000) + 100_000_000, expires_in: GUEST_TOKEN_TTL_SECONDS };
}

export function authHandlers() {
  return [
    defineOperation('loginAsGuest', {
      access: 'public',
      body: loginAsGuestBody,
      handle: ({ body }) => ok(guestLogin(body.device_uuid)),
    }),
    ...accountHandlers(),
  ];
}
