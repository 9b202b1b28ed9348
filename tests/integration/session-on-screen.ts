/**
 * Who the page says is signed in, read as a visitor reads it in the header: a signed-in user gets an
 * account menu named after them (its popup shows their name and e-mail), anyone else the link to sign
 * in. In any language: the checks go by the user's name and the sign-in page's address, not by wording.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The site's header: the banner with the main menu (a page may have a banner of its own). */
function header(): HTMLElement {
  const banners = screen.getAllByRole('banner');
  const site = banners.find((banner) => within(banner).queryAllByRole('navigation').length > 0);
  if (!site) throw new Error('The page has no header with a menu');
  return site;
}

/** The header's link to the sign-in page (`/get-started`, under the language prefix), if it shows one. */
function signInLink(): HTMLElement | undefined {
  return within(header())
    .queryAllByRole('link')
    .find((link) => /^(\/[a-z-]+)?\/get-started(\?|$)/.test(link.getAttribute('href') ?? ''));
}

/** The account menu button the header shows `name` ("Maria Santos: account menu", "Alex Rivera：账户菜单"), if it shows one. */
function accountMenu(name: string): HTMLElement | null {
  return within(header()).queryByRole('button', { name: new RegExp(`^${escape(name)}\\s*[:：]`) });
}

/** The header's menu buttons: the account menu is its one button that opens a menu. */
function accountMenus(): HTMLElement[] {
  return within(header())
    .queryAllByRole('button')
    .filter((button) => button.getAttribute('aria-haspopup') === 'menu');
}

/** Waits until the header shows `name` signed in: their account menu, and no link to sign in. */
export async function expectSignedInAs(name: string): Promise<HTMLElement> {
  const button = await waitFor(() => {
    const found = accountMenu(name);
    expect(found, `the header's account menu for ${name}`).not.toBeNull();
    return found!;
  });
  expect(signInLink()).toBeUndefined();
  return button;
}

/** Waits until the header shows someone signed in (an account without a name yet, say): an account menu, no link to sign in. */
export async function expectSignedIn(): Promise<void> {
  await waitFor(() => expect(accountMenus(), "the header's account menu").toHaveLength(1));
  expect(signInLink()).toBeUndefined();
}

/** Waits until the header offers to sign in, with no account menu. */
export async function expectSignedOut(): Promise<void> {
  await waitFor(() => expect(signInLink(), 'the header link to sign in').toBeDefined());
  expect(accountMenus()).toEqual([]);
}

/** Opens the account menu of the user the header shows as `name`, and reads the e-mail it shows under the name. */
export async function accountEmail(user: UserEvent, name: string): Promise<string | null> {
  const button = await expectSignedInAs(name);
  // A page that has just loaded may still move focus to its heading, which closes the menu: open it until it stays open.
  const menu = await waitFor(async () => {
    if (button.getAttribute('aria-expanded') !== 'true') await user.click(button);
    return screen.getByRole('menu');
  });
  const email = within(menu.parentElement!).queryByText(/^[^\s@]+@[^\s@]+$/)?.textContent ?? null;
  await user.keyboard('{Escape}');
  return email;
}
