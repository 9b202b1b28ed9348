/** W29/W30: header menu, country and language switcher, footer (courses from the academy, configured links). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COURSES } from '../../mocks/seed/course-catalog';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { env } from '../../web/src/lib/env';
import { messageOf } from './interview-steps';
import { renderApp } from './render-app';
import { mockServer } from '../support/mock-lifecycle';
import { showNothingInView } from '../support/visible-everything';

// Without filters the academy lists its most enrolled courses first.
const MOST_POPULAR_COURSE = [...COURSES].sort((a, b) => b.enrolled_count - a.enrolled_count || a.id - b.id)[0]!;

async function findMainMenu(name = 'Main menu') {
  return screen.findByRole('navigation', { name });
}

describe('app header', () => {
  it('shows the header menu on the Philippine site', async () => {
    await renderApp('/');
    const menu = await findMainMenu();
    for (const name of ['Home', 'Find jobs', 'Remote jobs', 'On-site jobs', 'Web3 jobs', 'Companies']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: 'Remote jobs' })).toHaveAttribute('href', '/remote-jobs');
    expect(within(menu).getByRole('link', { name: 'On-site jobs' })).toHaveAttribute('href', '/onsite-job');
    expect(within(menu).getByRole('link', { name: 'Web3 jobs' })).toHaveAttribute('href', '/web3-jobs');
    expect(within(menu).getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
    // Signed-in items are not offered to guests.
    for (const name of [/Chat/, /Interviews/, /Notifications/]) expect(within(menu).queryByRole('link', { name })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Log in / Sign up' })).toHaveAttribute('href', '/get-started');
    const switcher = screen.getByRole('button', { name: /Country and language: Philippines, English/ });
    // An image, not an emoji (emoji flags do not render on Windows), named after the country.
    const flag = within(switcher).getByRole('img', { hidden: true });
    expect(flag).toHaveAttribute('alt', 'Philippines');
    expect(flag.getAttribute('src')).toMatch(/\/flags1\/PH\.png$/);
    expect(switcher.textContent).not.toMatch(/\p{Regional_Indicator}/u);
  });

  it('renders the header in Arabic, right to left, under /ar', async () => {
    await renderApp('/ar');
    const menu = await findMainMenu('القائمة الرئيسية');
    expect(within(menu).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/ar');
    expect(within(menu).getByRole('link', { name: 'الشركات' })).toHaveAttribute('href', '/ar/companies');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('offers courses and the career guide under "More", closed again with Escape', async () => {
    const { user } = await renderApp('/');
    const menu = await findMainMenu();
    const more = within(menu).getByRole('button', { name: 'More' });
    expect(within(menu).queryByRole('link', { name: 'Courses' })).not.toBeInTheDocument();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', env.VITE_COURSES_URL);
    expect(within(menu).getByRole('link', { name: 'Career guide' })).toHaveAttribute('href', env.VITE_CAREER_GUIDE_URL);
    await user.tab();
    expect(document.activeElement).toBe(within(menu).getByRole('link', { name: 'Courses' }));
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(more);
    expect(within(menu).queryByRole('link', { name: 'Career guide' })).not.toBeInTheDocument();
  });

  it('opens and closes the narrow-screen menu with the keyboard', async () => {
    const { user } = await renderApp('/');
    await findMainMenu();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('country and language switcher', () => {
  it('lists the 18 country sites and 10 languages, and Escape restores focus', async () => {
    const { user } = await renderApp('/', { host: 'sg.localhost:5173' });
    const button = await screen.findByRole('button', { name: /Country and language: Singapore/ });
    await user.click(button);
    // The dialog loads on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country and language' });
    const links = within(dialog).getAllByRole('link');
    expect(links).toHaveLength(28);
    const japan = within(dialog).getByRole('link', { name: 'Japan' });
    expect(within(japan).getByRole('img', { name: 'Japan' }).getAttribute('src')).toMatch(/\/flags1\/JP\.png$/);
    expect(japan.getAttribute('href')).toMatch(/^https?:\/\/jp\.localhost/);
    expect(within(dialog).getByRole('link', { name: /Singapore/ })).toHaveAttribute('aria-current', 'true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(button);
  });

  it('switches the language to Japanese on the same page', async () => {
    const { user, router } = await renderApp('/no-such-page?ref=1');
    const button = await screen.findByRole('button', { name: /Country and language/ });
    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: '日本語' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ja/no-such-page'));
    expect(router.state.location.search).toBe('?ref=1');
    const menu = await findMainMenu('メインメニュー');
    expect(within(menu).getByRole('link', { name: 'ホーム' })).toHaveAttribute('href', '/ja');
    expect(document.documentElement.lang).toBe('ja');
  });
});

describe('app footer', () => {
  it('lists regional sites, job categories, courses and resources, with no "Coming soon"', async () => {
    await renderApp('/');
    const footer = await screen.findByRole('contentinfo', {});
    const regional = within(footer).getByRole('heading', { name: 'Regional sites' }).closest('section') as HTMLElement;
    expect(within(regional).getAllByRole('link')).toHaveLength(18);
    expect(within(regional).getByRole('link', { name: /Singapore/ }).getAttribute('href')).toMatch(/\/\/sg\.localhost(:\d+)?\/$/);
    const categories = within(footer).getByRole('heading', { name: 'Job categories' }).closest('section') as HTMLElement;
    const accounting = await within(categories).findByRole('link', { name: 'Accounting' });
    expect(accounting.getAttribute('href')).toMatch(/^\/jobs-hiring\//);

    const courses = within(footer).getByRole('heading', { name: 'Courses' }).closest('section') as HTMLElement;
    const popular = await within(courses).findByRole('link', { name: MOST_POPULAR_COURSE.title });
    expect(popular).toHaveAttribute('href', MOST_POPULAR_COURSE.url);
    expect(within(courses).getAllByRole('link')).toHaveLength(7); // six courses and "All courses"
    expect(within(courses).getByRole('link', { name: 'All courses' })).toHaveAttribute('href', env.VITE_COURSES_URL);

    expect(within(footer).getByRole('link', { name: 'Company directory' })).toHaveAttribute('href', '/companies');
    expect(within(footer).getByRole('link', { name: 'Career guide' })).toHaveAttribute('href', env.VITE_CAREER_GUIDE_URL);
    expect(within(footer).getByRole('link', { name: 'AI career coach' })).toHaveAttribute('href', env.VITE_AI_CAREER_COACH_URL);
    expect(within(footer).getByRole('link', { name: 'Jobchat app for Philippines' })).toHaveAttribute('href', '/download-app');
    expect(footer.textContent).not.toMatch(/coming soon/i);
  });

  it('shows the courses error with a retry, and the rest of the footer stays', async () => {
    forceError('listRecommendedCourses', 50001);
    const { user } = await renderApp('/');
    const footer = await screen.findByRole('contentinfo', {});
    const courses = within(footer).getByRole('heading', { name: 'Courses' }).closest('section') as HTMLElement;
    expect(await within(courses).findByText(messageOf(50001))).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Company directory' })).toBeInTheDocument();
    resetScenarios();
    await user.click(within(courses).getByRole('button', { name: /Retry|Try again/ }));
    expect(await within(courses).findByRole('link', { name: MOST_POPULAR_COURSE.title })).toBeInTheDocument();
  });
});

describe('app footer far below the viewport', () => {
  showNothingInView();

  it('asks for its courses only when it comes near, and says nothing of them until then', async () => {
    const coursesCalls = { count: 0 };
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/academy/recommended-courses')) coursesCalls.count += 1;
    });
    // The footer stays out of view.
    await renderApp('/');
    const footer = await screen.findByRole('contentinfo', {});
    const categories = within(footer).getByRole('heading', { name: 'Job categories' }).closest('section') as HTMLElement;
    expect(await within(categories).findByRole('link', { name: 'Accounting' })).toBeInTheDocument();
    const courses = within(footer).getByRole('heading', { name: 'Courses' }).closest('section') as HTMLElement;
    expect(within(courses).queryByRole('status')).toBeNull();
    expect(within(courses).queryAllByRole('link')).toHaveLength(0);
    expect(coursesCalls.count).toBe(0);
  });
});
