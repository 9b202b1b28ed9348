/**
 * The get-started record (R12): which device reached sign-in with which email or phone. Blank values are
 * removed after trimming (spec section 5); the call is best-effort and never holds up signing in.
 */
import type { GetStartedRecordRequest } from '@sdk/generated/jobseeker/hooks';
import { recordGetStartedClick } from './session-queries';

export function getStartedRecordBody(deviceId: string, contact: { email?: string; phone?: string }): GetStartedRecordRequest {
  const body: GetStartedRecordRequest = { device_id: deviceId };
  const email = contact.email?.trim();
  const phone = contact.phone?.trim();
  if (email) body.email = email;
  if (phone) body.phone_num = phone;
  return body;
}

export function recordGetStarted(deviceId: string, contact: { email?: string; phone?: string }): void {
  void recordGetStartedClick(getStartedRecordBody(deviceId, contact)).catch(() => undefined);
}
