/** W26/W27: maintenance page (website outage) and the 404 page; the error page of the app frame. */
import { render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { forceError, forceVariant } from '../../mocks/scenario/helpers';
import { bootstrapApp } from '../../web/src/app/bootstrap';
import { AppProviders } from '../../web/src/app/providers';
import App, { ErrorBoundary as RootErrorBoundary } from '../../web/src/root';
import { parseEnv } from '../../web/src/lib/env';
import { renderApp } from './render-app';

describe('maintenance', () => {
  it('replaces the site with the maintenance page during an outage', async () => {
    forceVariant('getWebsiteOutage', 'outage');
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'We are under maintenance.' })).toBeInTheDocument();
    expect(screen.getByText('The page that you are looking for is currently under maintenance and will be back soon!')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('keeps the site usable when the outage call fails', async () => {
    forceError('getWebsiteOutage', 50001);
    await renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByText('We are under maintenance.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('previews the translated defaults at /maintenance', async () => {
    await renderApp('/zh-cn/maintenance');
    expect(await screen.findByRole('heading', { level: 1, name: '我们正在维护中。' })).toBeInTheDocument();
    expect(screen.getByText('您访问的页面正在维护，很快就会恢复！')).toBeInTheDocument();
  });
});

describe('not found', () => {
  it('shows "Page does not exist" for an unknown path', async () => {
    await renderApp('/no-such-page/at-all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page does not exist | Jobchat'));
  });
});

describe('a failure of the app frame itself', () => {
  it('shows the error with a retry, and the page counts as hydrated (translation updates start on it too)', async () => {
    delete document.documentElement.dataset.hydrated;
    const env = parseEnv({ VITE_API_MODE: 'mock', VITE_API_BASE_URL: 'http://localhost/api' });
    const context = await bootstrapApp({ env, host: 'localhost', pathname: '/', storage: window.localStorage, store: createStore() });
    const router = createMemoryRouter([{ path: '/', Component: App, ErrorBoundary: RootErrorBoundary, loader: () => { throw new Error('the frame failed'); } }]);
    render(
      <AppProviders context={context}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });
});
