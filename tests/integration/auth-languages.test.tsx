/** Email-code sign-up works in every language (labels from each catalog), Arabic right to left. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../web/src/lib/languages';
import { withLanguage } from '../../web/src/lib/resolve-language';
import { setHardNavigation } from '../../web/src/lib/session/session-events';
import { renderApp } from './render-app';
import { accountEmail } from './session-on-screen';

interface AuthCatalog {
  page: { title: string };
  fields: { email: string };
  otp: { send: string; submit: string };
}

interface CommonCatalog {
  codeForm: { label: string };
}

// happy-dom gives import.meta.url no file path: the suite runs from the repository root.
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8'));

function catalog(code: string): AuthCatalog & CommonCatalog {
  const auth = readJson(`web/src/features/auth/locales/${code}.json`) as AuthCatalog;
  const common = readJson(`web/src/i18n/locales/${code}/common.json`) as CommonCatalog;
  return { ...auth, codeForm: common.codeForm };
}

let restoreNavigation: () => void;
beforeEach(() => {
  restoreNavigation = setHardNavigation(() => undefined);
});
afterEach(() => restoreNavigation());

describe('sign-up by email code in every language', () => {
  for (const language of LANGUAGES) {
    it(`${language.value}: signs a new address up and lands on complete-profile`, async () => {
      const words = catalog(language.value);
      const { user, router } = await renderApp(withLanguage('/get-started', language.value));
      expect(await screen.findByRole('heading', { level: 1, name: words.page.title })).toBeInTheDocument();
      expect(document.documentElement.dir).toBe(language.value === 'ar' ? 'rtl' : 'ltr');
      await user.type(screen.getByLabelText(words.fields.email), `new.${language.value}@example.com`);
      await user.click(screen.getByRole('button', { name: words.otp.send }));
      await user.type(await screen.findByLabelText(words.codeForm.label), '123456');
      await user.click(screen.getByRole('button', { name: words.otp.submit }));
      await waitFor(() => expect(router.state.location.pathname).toBe(withLanguage('/jobseeker-complete-profile', language.value)));
      // Signed in: the header has the new account's menu (named from the address), with the address.
      expect(await accountEmail(user, 'New')).toBe(`new.${language.value}@example.com`);
    });
  }
});
