/** apiGo: uploads, feedback, interviews, notifications, referral and VIP. */
import type { HttpHandler } from 'msw';

export function apiGoHandlers(): HttpHandler[] {
  return [];
}
