/** apiGo: uploads, feedback, web events, redirect condition, interviews, notifications, referral and VIP. */
import type { HttpHandler } from 'msw';
import { interviewHandlers } from './interview-handlers';
import { notificationHandlers } from './notification-handlers';
import { referralHandlers } from './referral-handlers';
import { uploadHandlers } from './upload-handlers';
import { webHandlers } from './web-handlers';

export function apiGoHandlers(): HttpHandler[] {
  return [...uploadHandlers(), ...webHandlers(), ...interviewHandlers(), ...notificationHandlers(), ...referralHandlers()];
}
