/**
 * W22 /resume-templates: public (no sign-in), with its own head (title, description, canonical, hreflang);
 * templates can be browsed and previewed; "use this template" sends a visitor to sign in and back to
 * resume management with the template chosen, and a signed-in user straight there.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageHeadDescriptor } from '../../web/src/lib/seo/page-head';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { inResumeFlow } from '../../web/src/lib/resume-flow';
import { renderApp } from './render-app';
import { messageOf, signInAsMaria } from './resumes-steps';

function headOf(router: Awaited<ReturnType<typeof renderApp>>['router']): PageHeadDescriptor[] {
  const entries = Object.values(router.state.loaderData) as ({ head?: PageHeadDescriptor[] } | null | undefined)[];
  return entries.find((entry) => entry?.head)?.head ?? [];
}

function cards(): HTMLElement[] {
  return within(screen.getByRole('region', { name: 'Resume templates' })).getAllByRole('article');
}

afterEach(() => vi.useRealTimers());

describe('/resume-templates', () => {
  it('shows a visitor the free templates with the page head', async () => {
    const { router } = await renderApp('/resume-templates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Free resume templates' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Classic', 'Modern', 'Creative', 'Simple', 'Executive']);
    const modern = cards()[1]!;
    expect(within(modern).getByText('Two columns with a skills sidebar; suits tech, marketing and operations roles.')).toBeInTheDocument();
    expect(within(modern).getByText('Free')).toBeInTheDocument();
    expect(within(modern).getByText('With photo')).toBeInTheDocument();
    expect(screen.getByText('Using a template is free: you sign in (or sign up) first, then come back to it.')).toBeInTheDocument();
    expect(document.title).toBe('Free resume templates | Jobchat');

    const head = headOf(router);
    expect(head).toContainEqual({ title: 'Free resume templates | Jobchat' });
    expect(head.find((item) => 'name' in item && item.name === 'description')).toMatchObject({ content: expect.stringContaining('Free resume templates') });
    expect(head.find((item) => 'name' in item && item.name === 'robots')).toBeUndefined();
    const links = head.filter((item): item is Extract<PageHeadDescriptor, { tagName: 'link' }> => 'tagName' in item);
    expect(links.find((link) => link.rel === 'canonical')?.href).toBe(`${window.location.origin}/resume-templates`);
    expect(links.filter((link) => link.hrefLang)).toHaveLength(11);
    expect(links.find((link) => link.hrefLang === 'ar')?.href).toBe(`${window.location.origin}/ar/resume-templates`);
  });

  it('previews a template, and "use this template" sends a visitor to sign in and back', async () => {
    const { user, router } = await renderApp('/resume-templates');
    await waitFor(() => expect(cards()).toHaveLength(5));
    const simple = cards()[3]!;
    expect(within(simple).getByRole('link', { name: 'Use this template' })).toHaveAttribute(
      'href',
      `/get-started?redirect=${encodeURIComponent('/manage-resume?template=4')}`,
    );
    await user.click(within(simple).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simple template' });
    expect(within(dialog).getByRole('img', { name: 'A full page of a resume laid out with the Simple template' })).toHaveAttribute('src', expect.stringContaining('/templates/simple/preview.svg'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(simple).getByRole('button', { name: 'Preview' })).toHaveFocus();

    await user.click(within(simple).getByRole('button', { name: 'Preview' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Use this template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/manage-resume?template=4')}`);
    // A resume flow starts: the profile setup of a new account will send them on by its resume-flow step.
    expect(inResumeFlow()).toBe(true);
  });

  it('sends a signed-in user to resume management with the template chosen', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/resume-templates');
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.queryByText(/you sign in \(or sign up\) first/)).not.toBeInTheDocument();
    await user.click(within(cards()[2]!).getByRole('link', { name: 'Use this template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-resume'));
    expect(router.state.location.search).toBe('?template=3');
    // Her profile is complete: no resume flow to go through.
    expect(inResumeFlow()).toBe(false);
    const section = await screen.findByRole('region', { name: 'Create a resume from your profile' });
    expect(await within(section).findByRole('radio', { name: 'Creative' })).toBeChecked();
  });

  it.each([40006, 50001])('shows the refusal %i with a retry', async (code) => {
    // A fake clock that also follows the real one: the retry's second passes when the test says so.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    forceError('listResumeTemplates', code, { retryAfter: 1 });
    const { user } = await renderApp('/resume-templates');
    expect(await screen.findByText(messageOf(code).replace('{{seconds}}', '1'))).toBeInTheDocument();
    resetScenarios();
    const retry = screen.getByRole('button', { name: /Try again/ });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(retry).toBeEnabled();
    await user.click(retry);
    await waitFor(() => expect(cards()).toHaveLength(5));
  });

  it('is there under the language prefixes, right to left in Arabic', async () => {
    await renderApp('/ar/resume-templates');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });
});
