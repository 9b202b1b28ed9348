/**
 * The three W01 sign-in pages (issue 24) offer the same choice with the same control, in English and in
 * Arabic: /get-started has the method tabs (links to `?method=`, role tab); on all three the other ways in
 * ("Or continue with": phone, QR code, Google, Apple, Facebook) are one navigation of links styled as
 * secondary buttons, never buttons, each keeping the redirect target. The phone and QR pages leave their
 * own method out and lead back to the main page's email and password methods instead.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setHardNavigation } from '../../web/src/lib/session/session-events';
import { renderApp } from './render-app';

let restore: () => void;
beforeEach(() => {
  vi.stubEnv('VITE_API_MODE', 'mock');
  restore = setHardNavigation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  restore();
});

interface Words {
  prefix: string;
  h1: { main: string; phone: string; qr: string };
  qrImage: string;
  tablist: string;
  tabs: string[];
  others: string;
  email: string;
  phone: string;
  qr: string;
}

const WORDS: Record<'en-us' | 'ar', Words> = {
  'en-us': {
    prefix: '',
    h1: { main: 'Sign in or create an account', phone: 'Sign in with your phone number', qr: 'Sign in with a QR code' },
    qrImage: 'QR code to scan with the Jobchat app',
    tablist: 'Ways to sign in',
    tabs: ['Email code', 'Password', 'Magic link', 'Create account'],
    others: 'Or continue with',
    email: 'Email or password',
    phone: 'Phone number',
    qr: 'QR code',
  },
  ar: {
    prefix: '/ar',
    h1: { main: 'سجّل الدخول أو أنشئ حسابًا', phone: 'تسجيل الدخول برقم هاتفك', qr: 'تسجيل الدخول برمز QR' },
    qrImage: 'رمز QR للمسح باستخدام تطبيق Jobchat',
    tablist: 'طرق تسجيل الدخول',
    tabs: ['رمز البريد الإلكتروني', 'كلمة المرور', 'رابط سحري', 'إنشاء حساب'],
    others: 'أو تابع باستخدام',
    email: 'البريد الإلكتروني أو كلمة المرور',
    phone: 'رقم الهاتف',
    qr: 'رمز QR',
  },
};

const REDIRECT = '?redirect=%2Fcompanies';

/** Each control of the "Or continue with" navigation: its role, name, address and look. */
function otherMethods(name: string) {
  const nav = screen.getByRole('navigation', { name });
  // The same choice is never a button on one page and a link on another.
  expect(within(nav).queryAllByRole('button')).toEqual([]);
  return within(nav)
    .getAllByRole('link')
    .map((link) => ({ role: 'link', name: link.textContent, href: link.getAttribute('href'), className: link.className }));
}

/** What each page should offer: the link's name and address (with the redirect target), styled as a secondary button. */
function expected(words: Words, names: (keyof Pick<Words, 'email' | 'phone' | 'qr'> | 'google' | 'apple' | 'facebook')[]) {
  const paths = {
    email: '/get-started',
    phone: '/get-started/phone',
    qr: '/get-started/qr',
    google: '/get-started/social/google',
    apple: '/get-started/social/apple',
    facebook: '/get-started/social/facebook',
  };
  const labels = { email: words.email, phone: words.phone, qr: words.qr, google: 'Google', apple: 'Apple', facebook: 'Facebook' };
  return names.map((key) => ({ role: 'link', name: labels[key], href: `${words.prefix}${paths[key]}${REDIRECT}`, className: 'button button--secondary auth-other__link' }));
}

describe('the W01 sign-in pages offer the same controls', () => {
  for (const [language, words] of Object.entries(WORDS)) {
    it(`${language}: /get-started has the method tabs as links to ?method= and the other ways in as button-styled links`, async () => {
      await renderApp(`${words.prefix}/get-started${REDIRECT}`);
      expect(await screen.findByRole('heading', { level: 1, name: words.h1.main })).toBeInTheDocument();
      expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');

      const tablist = screen.getByRole('tablist', { name: words.tablist });
      const tabs = within(tablist).getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(words.tabs);
      expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
      // Links before hydration: the chosen method is in the address.
      expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
        `${words.prefix}/get-started${REDIRECT}`,
        `${words.prefix}/get-started${REDIRECT}&method=password`,
        `${words.prefix}/get-started${REDIRECT}&method=magic`,
        `${words.prefix}/get-started${REDIRECT}&method=register`,
      ]);
      // The row that scrolls sideways on a phone (auth.css) is the tab list itself.
      expect(tablist).toHaveClass('auth-tabs__list');

      expect(screen.getByRole('heading', { level: 2, name: words.others })).toBeInTheDocument();
      expect(otherMethods(words.others)).toEqual(expected(words, ['phone', 'qr', 'google', 'apple', 'facebook']));
    });

    it(`${language}: /get-started/phone offers the same button-styled links, back to email and password instead of itself`, async () => {
      await renderApp(`${words.prefix}/get-started/phone${REDIRECT}`);
      expect(await screen.findByRole('heading', { level: 1, name: words.h1.phone })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: words.others })).toBeInTheDocument();
      expect(otherMethods(words.others)).toEqual(expected(words, ['email', 'qr', 'google', 'apple', 'facebook']));
    });

    it(`${language}: /get-started/qr offers the same button-styled links, back to email and password instead of itself`, async () => {
      await renderApp(`${words.prefix}/get-started/qr${REDIRECT}`);
      expect(await screen.findByRole('heading', { level: 1, name: words.h1.qr })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: words.others })).toBeInTheDocument();
      expect(otherMethods(words.others)).toEqual(expected(words, ['email', 'phone', 'google', 'apple', 'facebook']));
      // The page's own work goes on beside them.
      expect(await screen.findByRole('img', { name: words.qrImage })).toBeInTheDocument();
    });
  }

  it('moves between the three pages with those links, keeping the redirect target', async () => {
    const { user, router } = await renderApp(`/get-started${REDIRECT}`);
    const others = () => screen.getByRole('navigation', { name: 'Or continue with' });

    await user.click(within(await screen.findByRole('navigation', { name: 'Or continue with' })).getByRole('link', { name: 'Phone number' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in with your phone number' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/get-started/phone${REDIRECT}`);

    await user.click(within(others()).getByRole('link', { name: 'QR code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in with a QR code' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/get-started/qr${REDIRECT}`);

    await user.click(within(others()).getByRole('link', { name: 'Email or password' }));
    expect(await screen.findByRole('tab', { name: 'Email code', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/get-started${REDIRECT}`));
  });
});
