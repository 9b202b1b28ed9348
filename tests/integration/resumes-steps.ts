/**
 * Shared steps of the resume management suites (W18): who is signed in (Maria has 2 uploads, the auto-send
 * PDF 5001 and the DOCX 5002, a generated resume 5003 and a draft; Juan has nothing), the page's regions,
 * a file chosen in the upload control, and an error code's English message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect } from 'vitest';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import enErrors from '../../web/src/i18n/locales/en-us/errors.json';
import { FakeXhr } from '../support/fake-xhr';
import { seedSessionUsers } from '../support/factories/session-user-factory';

export const MARIA_RESUMES = { autoSendPdf: 'Maria_Santos_Resume_2026.pdf', docx: 'Maria_Santos_CV_Finance.docx', generated: 'Maria_Santos_Classic.pdf' } as const;

export function signInAsMaria(): void {
  writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: seedSessionUsers.maria() });
}

export function signInAsJuan(): void {
  writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.newUser, user: seedSessionUsers.juan() });
}

export function messageOf(code: number): string {
  return (enErrors.code as Record<string, string>)[String(code)]!;
}

/** Uploads go through a hand-driven XMLHttpRequest (tests/support/fake-xhr.ts) in these suites. */
export function installFakeXhrForEachTest(): void {
  let restore = () => undefined as void;
  beforeEach(() => {
    restore = FakeXhr.install();
  });
  afterEach(() => restore());
}

export function region(name: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The card of the resume (or draft) with this name. */
export async function cardOf(name: string): Promise<HTMLElement> {
  return screen.findByRole('article', { name });
}

export async function chooseFile(user: UserEvent, file: File): Promise<void> {
  const input = await screen.findByLabelText('Upload a resume');
  await user.upload(input, file);
}

/** The request the upload sent, once it is out. */
export async function sentUpload(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.instances.at(-1)?.sent).toBe(true));
  return FakeXhr.latest();
}

export async function openDialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog');
}

export { within };
