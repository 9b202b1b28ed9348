/**
 * W17 /manage-profile: who may see it, the section menu and cards from the one profile reply, the
 * empty, loading and error states, and the page under a language prefix, right to left in Arabic.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { findSection, messageOf, openMariasProfile, section, signInAsJuan, signInAsMaria } from './manage-profile-steps';
import { renderApp } from './render-app';

const SECTIONS = ['Basic info', 'Job preferences', 'Summary', 'Work experience', 'Education', 'Skills', 'Languages', 'Links', 'Licenses and certifications', 'Video resume'];

describe('/manage-profile', () => {
  it('sends a guest to sign in and back', async () => {
    const { router } = await renderApp('/manage-profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/manage-profile')}`);
  });

  it("shows Maria's whole profile, one card per section, with the section menu", async () => {
    await openMariasProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My online resume' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Manage resume menu' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(SECTIONS);
    for (const name of SECTIONS) {
      const link = within(menu).getByRole('link', { name });
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBe(section(name));
    }

    const basic = section('Basic info');
    expect(within(basic).getByText('Maria Santos')).toBeInTheDocument();
    expect(within(basic).getByText('maria.santos@example.com')).toBeInTheDocument();
    expect(within(basic).getByText('+63 917 123 4567')).toHaveAttribute('dir', 'ltr');
    expect(within(basic).getByText('Makati')).toBeInTheDocument();
    expect(within(basic).getByText('Philippines')).toBeInTheDocument();
    expect(within(basic).getByText(/years of experience/)).toBeInTheDocument();

    const preferences = section('Job preferences');
    expect(within(preferences).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Senior Accountant', 'Remote Financial Analyst']);
    expect(within(preferences).getByText('1 of 3 remote preference · 1 of 3 on-site or hybrid preference')).toBeInTheDocument();

    expect(within(section('Work experience')).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(section('Education')).getByRole('heading', { level: 3, name: 'University of the Philippines Diliman' })).toBeInTheDocument();
    expect(within(section('Skills')).getByText('6 of 10 skills')).toBeInTheDocument();
    expect(within(section('Skills')).getByRole('button', { name: 'Remove skill SAP FICO' })).toBeInTheDocument();
    expect(within(section('Languages')).getByText('Native or bilingual')).toBeInTheDocument();
    expect(within(section('Links')).getByRole('link', { name: 'https://www.linkedin.com/in/maria-santos-cpa' })).toHaveAttribute('target', '_blank');
    expect(within(section('Licenses and certifications')).getByRole('heading', { level: 3, name: 'Certified Public Accountant' })).toBeInTheDocument();
  });

  it('invites a new user to add the first entry of each section', async () => {
    signInAsJuan();
    await renderApp('/manage-profile');
    const work = await findSection('Work experience');
    expect(await within(work).findByText('Add your first work experience')).toBeInTheDocument();
    expect(within(section('Education')).getByText('Add your first education')).toBeInTheDocument();
    expect(within(section('Job preferences')).getByText('Add your first job preference')).toBeInTheDocument();
    expect(within(section('Skills')).getByText('Add your first skill')).toBeInTheDocument();
    expect(within(section('Languages')).getByText('Add your first language')).toBeInTheDocument();
    expect(within(section('Links')).getByText('Add your first link')).toBeInTheDocument();
    expect(within(section('Licenses and certifications')).getByText('Add your first license or certification')).toBeInTheDocument();
    expect(await within(section('Video resume')).findByText('Add a short video to introduce yourself')).toBeInTheDocument();
    expect(within(section('Basic info')).getAllByText('Not added').length).toBeGreaterThan(3);
  });

  it('shows the error of the profile with a retry, then the profile', async () => {
    signInAsMaria();
    forceError('getMyProfile', 50001);
    const { user } = await renderApp('/manage-profile');
    expect(await screen.findByText(messageOf(50001))).toBeInTheDocument();
    resetScenarios();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findSection('Work experience')).toBeInTheDocument();
  });

  it("shows a form's own error when its choices cannot load, with a retry", async () => {
    signInAsMaria();
    forceError('getConfigLists', 50001);
    const { user } = await renderApp('/manage-profile');
    const basic = await findSection('Basic info');
    expect(await within(basic).findByText('Maria Santos')).toBeInTheDocument();
    await user.click(within(basic).getByRole('button', { name: 'Edit basic info' }));
    expect(await within(basic).findByText(messageOf(50001))).toBeInTheDocument();
    resetScenarios();
    await user.click(within(basic).getByRole('button', { name: 'Try again' }));
    expect(await within(basic).findByRole('form', { name: 'Basic info' })).toBeInTheDocument();
  });

  it('is there under the language prefixes, right to left in Arabic', async () => {
    signInAsMaria();
    await renderApp('/ar/manage-profile');
    expect(await screen.findByRole('navigation', { name: 'قائمة إدارة السيرة الذاتية' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Maria's number keeps its order (and its grouping) in the right-to-left page.
    const phone = (await screen.findByText('رقم الهاتف', { selector: 'dt' })).nextElementSibling as HTMLElement;
    expect(within(phone).getByText('+63 917 123 4567')).toHaveAttribute('dir', 'ltr');
  });
});
