/** The stored geo language setting (spec section 1): stored by the switcher, used where the path names no language. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GEO_LANGUAGE_COOKIE, readGeoLanguage } from '../../web/src/lib/geo-language';
import { renderApp } from './render-app';

afterEach(() => {
  document.cookie = `${GEO_LANGUAGE_COOKIE}=; path=/; max-age=0`;
});

describe('geo language setting', () => {
  it('is stored when the visitor picks a language in the switcher', async () => {
    const { user, router } = await renderApp('/companies');
    await user.click(await screen.findByRole('button', { name: /Country and language/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: '日本語' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ja/companies'));
    expect(readGeoLanguage(document.cookie)).toBe('ja');
  });

  it('gives way to the language the path names', async () => {
    document.cookie = `${GEO_LANGUAGE_COOKIE}=ja; path=/`;
    await renderApp('/ar/no-such-page');
    await screen.findByRole('navigation', { name: /./ });
    await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
  });
});
