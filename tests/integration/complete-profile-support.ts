/**
 * Shared steps of the profile setup suites (W04): the new user (Juan) or Maria signed in, step 1
 * filled as a person would, and the mocks' records of what was saved.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { SEED_SESSION_TOKENS, SEED_USERS } from '../../mocks/state/accounts';
import { educations, entriesOf, preferences, profileDetails, workExperiences } from '../../mocks/state/profile';
import enErrors from '../../web/src/i18n/locales/en-us/errors.json';
import { readSessionCookies, writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { seedSessionUsers } from '../support/factories/session-user-factory';

export const JUAN = SEED_USERS.newUser;
export const MARIA = SEED_USERS.complete;

export function signInAsJuan(): void {
  writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.newUser, user: seedSessionUsers.juan() });
}

export function signInAsMaria(): void {
  writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: seedSessionUsers.maria() });
}

export function messageOf(code: number, values: Record<string, string | number> = {}): string {
  let message = (enErrors.code as Record<string, string>)[String(code)]!;
  for (const [name, value] of Object.entries(values)) message = message.replace(`{{${name}}}`, String(value));
  return message;
}

/** The user cookie as the app left it. */
export function cookieUser() {
  return readSessionCookies(document.cookie)?.user;
}

/** What the mocks hold for a user. */
export async function savedProfile(userId: number) {
  return {
    details: (await profileDetails()).findFirst((q) => q.where({ user_id: userId })),
    preferences: await entriesOf(preferences, userId),
    workExperiences: await entriesOf(workExperiences, userId),
    educations: await entriesOf(educations, userId),
  };
}

/** A date "years" ago today, as a date input holds it. */
export function yearsAgo(years: number, days = 0): string {
  const today = new Date();
  const date = new Date(today.getFullYear() - years, today.getMonth(), today.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export async function stepHeading(name: string): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name });
}

/** Fills step 1 for a new user (Juan's names are there already): an on-site preference in Manila. */
export async function fillStepOne(user: UserEvent, { birthday = yearsAgo(25) }: { birthday?: string } = {}): Promise<void> {
  await user.type(await screen.findByLabelText('Date of birth'), birthday);
  await user.type(screen.getByLabelText('Working since'), '2020-03');
  await user.selectOptions(screen.getByLabelText('Current location'), 'Makati');
  await user.selectOptions(screen.getByLabelText('Earliest availability'), '1 Month');
  await user.type(screen.getByLabelText('Job title'), 'Junior Accountant');
  await user.selectOptions(screen.getByLabelText('Industry'), 'Accounting and Audit');
  await user.selectOptions(screen.getByLabelText('Job type'), 'Full-time');
  const arrangement = screen.getByRole('group', { name: 'Work arrangement' });
  await user.click(within(arrangement).getByRole('radio', { name: 'On-site' }));
  await user.selectOptions(screen.getByLabelText('Preferred work location'), 'Makati');
  await user.selectOptions(screen.getByLabelText('Work language'), 'English');
  await user.type(screen.getByLabelText('Minimum salary'), '25000');
  await user.type(screen.getByLabelText('Maximum salary'), '35000');
}

export async function expectPath(router: { state: { location: { pathname: string; search: string } } }, pathname: string, search = ''): Promise<void> {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
  expect(router.state.location.search).toBe(search);
}
