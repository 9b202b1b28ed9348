/**
 * Pages start without the error messages (web/src/lib/i18n.ts): they load when a failure comes. A
 * failure still shows in words, never as a key, in English and in another language: a screen's error
 * state, a form's own failure and the notification bar.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError } from '../../mocks/scenario/helpers';
import enCommon from '../../web/src/i18n/locales/en-us/common.json';
import enErrors from '../../web/src/i18n/locales/en-us/errors.json';
import jaCommon from '../../web/src/i18n/locales/ja/common.json';
import jaErrors from '../../web/src/i18n/locales/ja/errors.json';
import { renderApp } from './render-app';

const SITES = [
  { prefix: '', language: 'en-us', common: enCommon, errors: enErrors, emailLabel: 'Email address', sendCode: 'Send code' },
  { prefix: '/ja', language: 'ja', common: jaCommon, errors: jaErrors, emailLabel: 'メールアドレス', sendCode: 'コードを送信' },
] as const;

describe.each(SITES)('error messages in $language', ({ prefix, language, common, errors, emailLabel, sendCode }) => {
  const serverError = errors.code['50001'];

  it('a failed search says what failed, with its retry', async () => {
    forceError('searchJobs', 50001);
    await renderApp(`${prefix}/jobs-hiring/accountant-jobs`);
    const message = await screen.findByText(serverError);
    const alert = message.closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(alert as HTMLElement).getByRole('button', { name: common.failure.retry })).toBeEnabled();
  });

  it('a form that fails says why, though the page started without the messages', async () => {
    forceError('sendEmailOtp', 50001);
    const { user, context } = await renderApp(`${prefix}/get-started`);
    await user.type(await screen.findByLabelText(emailLabel), 'fresh.person@example.com');
    expect(context.i18n.hasResourceBundle(language, 'errors')).toBe(false);
    await user.click(screen.getByRole('button', { name: sendCode }));
    expect((await screen.findByRole('alert')).textContent).toContain(serverError);
  });

  it('the notification bar says why the visit could not start, in words', async () => {
    forceError('loginAsGuest', 50001);
    await renderApp(`${prefix}/get-started`);
    await waitFor(() => {
      const notices = screen.getAllByRole('alert').filter((alert) => within(alert).queryByRole('button', { name: common.actions.close }));
      expect(notices.map((notice) => notice.textContent)).toContainEqual(expect.stringContaining(serverError));
    });
  });
});
