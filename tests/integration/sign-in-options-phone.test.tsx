/** Phone sign-in (W01): only SMS countries, the number rules' messages, the code, and where the user lands. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countryLists } from '../../mocks/seed/config/catalog-countries';
import { registerUser } from '../../sdk/generated/data/hooks';
import { readBrowserCookie } from '../../web/src/lib/cookies';
import { recordHardNavigations } from './hard-navigations';
import { renderApp } from './render-app';
import { expectSignedIn, expectSignedInAs } from './session-on-screen';

const navigations = recordHardNavigations();

async function sendCodeTo(number: string, path = '/get-started/phone') {
  const app = await renderApp(path);
  const form = await screen.findByRole('form', { name: 'Phone number' });
  const input = within(form).getByLabelText('Mobile number');
  await app.user.type(input, number);
  await app.user.click(within(form).getByRole('button', { name: 'Send code' }));
  return { ...app, input };
}

describe('phone sign-in', () => {
  it('offers only the countries that can receive SMS, labelled code plus name, the site country first chosen', { timeout: 40_000 }, async () => {
    await renderApp('/get-started/phone');
    const select = await screen.findByRole('combobox', { name: 'Country code' });
    const labels = within(select).getAllByRole('option').map((option) => option.textContent);
    expect(labels).toContain('+63 Philippines');
    expect(labels).toContain('+65 Singapore');
    expect(labels.some((label) => /Nigeria|China|Germany|Saudi Arabia/.test(label ?? ''))).toBe(false);
    expect(labels).toHaveLength(countryLists.filter((country) => country.is_sms_allowed).length);
    expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('+63 Philippines');
  });

  it('labels the countries in the page language', async () => {
    await renderApp('/ja/get-started/phone');
    const select = await screen.findByRole('combobox', { name: '国番号' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toContain('+63 フィリピン');
  });

  it('shows the translated number rule (41349) on the field and keeps what was typed', async () => {
    const { input } = await sendCodeTo('12345');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please enter a valid Philippines mobile number (10 digits starting with 9).');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect((input as HTMLInputElement).value).toBe('12345');
  });

  it('keeps the masked number left to right in the Arabic sentence', async () => {
    const { user } = await renderApp('/ar/get-started/phone');
    const form = await screen.findByRole('form', { name: 'رقم الهاتف' });
    await user.type(within(form).getByLabelText('رقم الجوال'), '9171234567');
    await user.click(within(form).getByRole('button', { name: 'إرسال الرمز' }));
    expect(await screen.findByText('أرسلنا رمزًا إلى \u2066+63 917***4567\u2069.')).toHaveAttribute('role', 'status');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('rejects a wrong code, then signs in with the right one and follows the redirect', async () => {
    const { user, router } = await sendCodeTo('9171234567', '/get-started/phone?redirect=%2Fcompanies');
    // The masked number, isolated left to right (U+2066 … U+2069) inside the sentence.
    expect(await screen.findByText('We sent a code to \u2066+63 917***4567\u2069.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    const code = screen.getByLabelText('6-digit code');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The OTP you have entered is wrong. Please try again.');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'));
    await expectSignedInAs('Maria Santos');
    expect(readBrowserCookie('sessionid')).toBeTruthy();
    expect(navigations).toEqual([]);
  });

  it('asks which account to use when several share the number, and signs in as the chosen one', async () => {
    const second = await registerUser({
      email: 'maria.work@example.com', password: 'Another123!', first_name: 'Maria', last_name: 'Work', terms_and_condition: 1,
      contact_number: '9171234567', is_subscribe: 0, source: 'web', country_key: 'ph',
    });
    const { user } = await sendCodeTo('9171234567');
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Choose an account' })).toBe(document.activeElement);
    expect(screen.getByRole('button', { name: /Continue as Maria Santos/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Continue as Maria Work/ }));
    await expectSignedInAs(`${second.user.first_name} ${second.user.last_name}`);
  });

  it('a new number gets a new account that goes on to complete its profile', async () => {
    const { user, router } = await sendCodeTo('9179998888');
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobseeker-complete-profile'));
    // Signed in to an account that has no name yet, and asked to complete its profile.
    expect(await screen.findByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
    await expectSignedIn();
    // The account is the number's: the session cookie the server renders from says so.
    expect(JSON.parse(readBrowserCookie('user') ?? '{}')).toMatchObject({ is_new_account: true, phone_num: '9179998888' });
  });

  it('refuses an external redirect target and lands by the routing rule', async () => {
    const { user, router } = await sendCodeTo('9171234567', '/get-started/phone?redirect=https%3A%2F%2Fevil.example%2Fsteal');
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onsite-job'));
    expect(navigations).toEqual([]);
  });
});
