/** Shared steps of the /manage-profile (W17) suites: who is signed in, the section cards, messages by code. */
import { screen, within } from '@testing-library/react';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { seedSessionUsers } from '../support/factories/session-user-factory';
import enErrors from '../../web/src/i18n/locales/en-us/errors.json';
import { renderApp } from './render-app';

/** Maria: the complete seeded profile (3 work experiences, 2 educations, 6 skills, 2 languages, a link, a license, 2 preferences). */
export function signInAsMaria(): void {
  writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: seedSessionUsers.maria() });
}

/** Juan: just registered, nothing in the profile. */
export function signInAsJuan(): void {
  writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.newUser, user: seedSessionUsers.juan() });
}

/** Wei Ling on the Singapore site: identity not verified yet. */
export function signInAsWeiLing(): void {
  writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.singapore, user: seedSessionUsers.weiLing() });
}

/** Maria's /manage-profile once the profile has loaded. */
export async function openMariasProfile(path = '/manage-profile') {
  signInAsMaria();
  const app = await renderApp(path);
  await screen.findByRole('region', { name: 'Work experience' });
  await within(section('Work experience')).findByRole('heading', { level: 3, name: 'Senior Accountant' });
  return app;
}

/** A section card, by its heading. */
export function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

export async function findSection(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name });
}

/** The English message of a documented code, as errors.json has it. */
export function messageOf(code: number): string {
  return (enErrors.code as Record<string, string>)[String(code)]!;
}

/** The list item of an entry in a section, by the text it shows. */
export function entry(card: HTMLElement, text: string): HTMLElement {
  return within(card).getAllByRole('listitem').find((item) => item.textContent?.includes(text))!;
}

export { within };
