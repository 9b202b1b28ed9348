/**
 * What every page does in the browser before and after React takes it over, whether the whole app
 * hydrates (entry.client.tsx) or only a guest page's islands (islands/entry.islands.tsx).
 */
import type { i18n as I18n } from 'i18next';
import { registerAppWorker, shouldRegisterAppWorker } from '../lib/installable/register-app-worker';
import { yieldToMain } from '../lib/yield-to-main';
import { readAppState } from './app-state';
import { startBrowserApp, type AppContext } from './bootstrap';
import { reportUncaughtErrors } from './error-reporting-setup';

/** The app of this page, from the state the server rendered it with (no round trip before hydration). */
export async function startPageApp(): Promise<AppContext> {
  // `import.meta.env.VITE_API_MODE` is replaced at build time: production builds drop this import.
  if (import.meta.env.VITE_API_MODE === 'mock') (await import('../features/dev-tools/scenario-cookie')).syncScenariosWithCookie();
  const state = readAppState(document);
  if (!state) throw new Error('The page has no app state: it was not rendered by the Jobchat server');
  // Evaluating the page's modules was one task; the app starts in the next ones.
  await yieldToMain();
  const app = await startBrowserApp(state, window.localStorage);
  reportUncaughtErrors(window);
  if (shouldRegisterAppWorker(import.meta.env)) registerAppWorker(navigator.serviceWorker);
  return app;
}

/**
 * Once the page is hydrated (the server rendered the bundled catalogs, and so must hydration), in a
 * chunk of its own: translations over the air. (The error messages of codes load when a failure comes:
 * lib/i18n.ts.)
 */
export function afterHydration(i18n: I18n): void {
  void import('../lib/i18n-ota/translations-over-the-air').then((ota) => ota.afterHydration(document).then(() => ota.startTranslationsOverTheAir(i18n, window.localStorage)));
}
