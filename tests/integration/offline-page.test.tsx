/** /offline: the page the service worker shows when a page cannot load, translated, with a way back. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('offline page', () => {
  it('says the visitor is offline and offers to try again from the home page', async () => {
    await renderApp('/offline');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText(/Check your internet connection/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
  });

  it('is translated, right to left in Arabic', async () => {
    await renderApp('/ar/offline');
    expect(await screen.findByRole('heading', { level: 1, name: 'أنت غير متصل بالإنترنت' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إعادة المحاولة' })).toHaveAttribute('href', '/ar');
  });
});
