/** The header's switch to the employer site (spec section 2). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { env } from '../../web/src/lib/env';
import { signInAs } from './job-actions-support';
import { renderApp } from './render-app';
import { expectSignedInAs } from './session-on-screen';

const employerOrigin = () => `https://${env.VITE_COMPANY_HOST}`;

describe('switch to the employer site', () => {
  it('names the country and language for a visitor', async () => {
    await renderApp('/ja/companies', { host: 'sg.localhost' });
    const menu = await screen.findByRole('navigation', { name: 'メインメニュー' });
    // Under "More", so the wide-screen header keeps one row in every language.
    await userEvent.setup().click(within(menu).getByRole('button', { name: /^その他/ }));
    expect(within(menu).getByRole('link', { name: '採用担当者の方' })).toHaveAttribute('href', `${employerOrigin()}/?country=sg&lang=ja`);
  });

  it('keeps the login of a signed-in user', async () => {
    signInAs('maria');
    await renderApp('/companies');
    await expectSignedInAs('Maria Santos');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.setup().click(within(menu).getByRole('button', { name: /^More/ }));
    const url = new URL(within(menu).getByRole('link', { name: 'For employers' }).getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${employerOrigin()}/keep-login`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ country: 'ph', lang: 'en-us', sessionid: SEED_SESSION_TOKENS.complete, redirect: '/' });
  });
});
