/** W28: /download-app, public, with the current country's app link as a QR code and every other country's link. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COUNTRY_KEYS } from '../../web/src/lib/countries';
import { renderApp } from './render-app';

describe('/download-app', () => {
  it('offers the Philippine app with a QR code, and the other countries', async () => {
    await renderApp('/download-app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get the Jobchat app' })).toBeInTheDocument();
    expect(document.title).toContain('Download the Jobchat app');
    expect(screen.getByRole('img', { name: 'QR code: download the Jobchat app for Philippines' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the app for Philippines' })).toHaveAttribute('href', 'https://jobchat.ph/app');
    const others = screen.getByRole('heading', { name: 'Other countries' }).closest('section') as HTMLElement;
    expect(within(others).getAllByRole('link')).toHaveLength(COUNTRY_KEYS.length - 1);
    expect(within(others).getByRole('link', { name: 'Jobchat app for Japan' })).toHaveAttribute('href', 'https://jobchat.jp/app');
    expect(within(others).queryByRole('link', { name: 'Jobchat app for Philippines' })).not.toBeInTheDocument();
  });

  it('follows the country site and the language', async () => {
    await renderApp('/ja/download-app', { host: 'sg.localhost:5173' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobchat アプリを入手' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR コード：シンガポール向け Jobchat アプリをダウンロード' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'シンガポール向けアプリをダウンロード' })).toHaveAttribute('href', 'https://jobchat.sg/app');
  });

  it('is reached from the footer', async () => {
    const { user, router } = await renderApp('/', { host: 'my.localhost:5173' });
    const footer = await screen.findByRole('contentinfo', {});
    await user.click(within(footer).getByRole('link', { name: 'Jobchat app for Malaysia' }));
    expect(await screen.findByRole('link', { name: 'Download the app for Malaysia' })).toHaveAttribute('href', 'https://jobchat.my/app');
    expect(router.state.location.pathname).toBe('/download-app');
  });
});
