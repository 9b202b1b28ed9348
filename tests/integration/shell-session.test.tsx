/** The header's session entry: guests log in (and come back), signed-in users get a menu of their pages and "Log out". */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { readBrowserCookie } from '../../web/src/lib/cookies';
import { CHAT_CHANNEL } from '../../web/src/lib/session/session-events';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { recordHardNavigations } from './hard-navigations';
import { renderApp } from './render-app';
import { expectSignedOut } from './session-on-screen';
import { seedSessionUsers } from '../support/factories/session-user-factory';

const maria = seedSessionUsers.maria();

const navigations = recordHardNavigations();
let chatMessages: unknown[];
let channel: BroadcastChannel;

beforeEach(() => {
  chatMessages = [];
  channel = new BroadcastChannel(CHAT_CHANNEL);
  channel.onmessage = (event: MessageEvent) => chatMessages.push(event.data);
});
afterEach(() => {
  channel.close();
});

async function findMainMenu(name = 'Main menu') {
  return screen.findByRole('navigation', { name });
}

describe('header session entry', () => {
  it('offers guests "Log in / Sign up" that comes back to the current page', async () => {
    await renderApp('/companies?page=2');
    const menu = await findMainMenu();
    const login = within(menu).getByRole('link', { name: 'Log in / Sign up' });
    expect(login.getAttribute('href')).toBe(`/get-started?redirect=${encodeURIComponent('/companies?page=2')}`);
    expect(within(menu).queryByRole('button', { name: /account menu/ })).not.toBeInTheDocument();
  });

  it('keeps the language prefix in the guest link', async () => {
    await renderApp('/zh-tw/companies');
    const menu = await findMainMenu('主選單');
    const links = within(menu).getAllByRole('link');
    const login = links.find((link) => link.getAttribute('href')?.startsWith('/zh-tw/get-started'));
    expect(login?.getAttribute('href')).toBe(`/zh-tw/get-started?redirect=${encodeURIComponent('/zh-tw/companies')}`);
  });

  it('shows a signed-in user their initials and name, and a keyboard menu', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: maria });
    const { user } = await renderApp('/companies');
    const menu = await findMainMenu();
    expect(within(menu).queryByRole('link', { name: 'Log in / Sign up' })).not.toBeInTheDocument();
    // The account menu is the signed-in header's chunk (signed-in-header.tsx): it comes once loaded.
    const button = await within(menu).findByRole('button', { name: 'Maria Santos: account menu' });
    // The initials are drawn (not text), so the visible label is the name the button is called by.
    expect(button.querySelector('[data-drawn-text="MS"]')).not.toBeNull();
    expect(button).toHaveTextContent(/^Maria Santos$/);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const accountMenu = screen.getByRole('menu', { name: 'Account' });
    const items = within(accountMenu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'My jobs',
      'Manage profile',
      'Manage resume',
      'Interviews',
      'Account settings',
      'Invite friends',
      'Feedback',
      'Log out',
    ]);
    const myJobs = within(accountMenu).getByRole('menuitem', { name: 'My jobs' });
    const logOut = within(accountMenu).getByRole('menuitem', { name: 'Log out' });
    await waitFor(() => expect(document.activeElement).toBe(myJobs));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(logOut); // the arrows wrap
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(myJobs);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(logOut);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(button);
    // Escape inside the account menu leaves the main menu as it was.
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("links the account menu to the user's pages, keeping the language prefix", async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: maria });
    const { user, router } = await renderApp('/ja/companies');
    const menu = await findMainMenu('メインメニュー');
    await user.click(within(menu).getByRole('button', { name: /Maria Santos/ }));
    const accountMenu = screen.getByRole('menu');
    const hrefs = within(accountMenu)
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'))
      .filter(Boolean);
    expect(hrefs).toEqual([
      '/ja/recommended-job',
      '/ja/manage-profile',
      '/ja/manage-resume',
      '/ja/interviews',
      '/ja/account-settings',
      '/ja/invite-friends',
      '/ja/feedback',
    ]);
    await user.click(within(accountMenu).getByRole('menuitem', { name: '面接' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ja/interviews'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out from the menu: the server is told, cookies go, chat is told, and / loads', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: maria });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp('/ar/companies');
    const menu = await findMainMenu('القائمة الرئيسية');
    await user.click(within(menu).getByRole('button', { name: 'Maria Santos: قائمة الحساب' }));
    await user.click(screen.getByRole('menuitem', { name: 'تسجيل الخروج' }));
    await waitFor(() => expect(navigations).toEqual(['/ar']));
    const urls = fetchSpy.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
    expect(urls.some((url) => url.includes('/auth/log-out'))).toBe(true);
    fetchSpy.mockRestore();
    expect(readBrowserCookie('sessionid')).toBeUndefined();
    expect(readBrowserCookie('user')).toBeUndefined();
    await expectSignedOut();
    await waitFor(() => expect(chatMessages).toContainEqual({ type: 'logout' }));
  });
});
