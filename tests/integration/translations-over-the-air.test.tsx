/**
 * Translations over the air against the mocks, which serve the app's own catalogs: the `updated`
 * manifest variant names a newer version whose content changes the home page's title.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_TRANSLATION_VERSION, CHANGED_STRING, UPDATED_TRANSLATION_VERSION, UPDATED_TRANSLATIONS_VARIANT } from '../../mocks/handlers/translations';
import { forceError, forceLatency, forceNetworkError, forceVariant, resetScenarios } from '../../mocks/scenario/helpers';
import enHome from '../../web/src/features/home/locales/en-us.json';
import jaHome from '../../web/src/features/home/locales/ja.json';
import { TRANSLATION_CACHE_KEY, readTranslationCache } from '../../web/src/lib/i18n-ota/translation-cache';
import { afterHydration, startTranslationsOverTheAir, TRANSLATION_CALL_TIMEOUT_MS } from '../../web/src/lib/i18n-ota/translations-over-the-air';
import { mockServer } from '../support/mock-lifecycle';
import { renderApp } from './render-app';

const BUNDLED_TITLE = enHome.hero.title;
const UPDATED_TITLE = `${CHANGED_STRING.prefix}${enHome.hero.title}`;
const SEARCH_BUTTON = enHome.hero.searchButton;
const UPDATED_JA_TITLE = `${CHANGED_STRING.prefix}${jaHome.hero.title}`;
/**
 * The call timeout is product policy (one test covers it); elsewhere a loaded CI machine may take longer
 * than 3 s to serve a language's whole catalog, and that must not turn a caching test into a timeout one.
 */
const UNHURRIED = { timeoutMs: 30_000 };

function countTranslationCalls(): { manifest: number; content: number } {
  const calls = { manifest: 0, content: 0 };
  mockServer.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/config/i18n/manifest')) calls.manifest += 1;
    else if (path.includes('/config/i18n/')) calls.content += 1;
  });
  return calls;
}

/**
 * The over-the-air step when entry.client.tsx starts it: after the hydration mark and a turn, so the
 * rendered components have subscribed to translation changes (one that renders before a change and
 * subscribes after it would miss it, as a real page would).
 */
async function startAsTheBrowserDoes(app: Awaited<ReturnType<typeof renderApp>>) {
  await afterHydration(document);
  await startTranslationsOverTheAir(app.context.i18n, window.localStorage, UNHURRIED);
}

/** The home page as a fresh visit renders it, then the over-the-air step as the browser runs it after hydration. */
async function visitHome(path = '/') {
  const app = await renderApp(path);
  const heading = await screen.findByRole('heading', { level: 1, name: new RegExp(BUNDLED_TITLE) });
  await startAsTheBrowserDoes(app);
  return { app, heading };
}

/** A reload: a new app instance that only has what the last one left in local storage. */
async function reload(path = '/') {
  cleanup();
  return visitHome(path);
}

afterEach(() => vi.useRealTimers());

describe('translations over the air', () => {
  it('shows a string changed on the translation call and caches it with its version stamp', async () => {
    forceVariant('getTranslationManifest', UPDATED_TRANSLATIONS_VARIANT);
    const app = await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: BUNDLED_TITLE })).toBeInTheDocument();

    await startAsTheBrowserDoes(app);

    expect(await screen.findByRole('heading', { level: 1, name: UPDATED_TITLE })).toBeInTheDocument();
    // Strings the version does not change stay as bundled.
    expect(screen.getByRole('button', { name: SEARCH_BUTTON })).toBeInTheDocument();
    const cache = readTranslationCache(window.localStorage);
    expect(cache?.version).toBe(UPDATED_TRANSLATION_VERSION);
    expect(cache?.languages['en-us']?.[CHANGED_STRING.namespace]?.[CHANGED_STRING.key]).toBe(UPDATED_TITLE);
    expect(Object.keys(cache?.languages ?? {})).toEqual(['en-us']);
  });

  it('reuses the cached content while the active version stays the same: no second content call', async () => {
    forceVariant('getTranslationManifest', UPDATED_TRANSLATIONS_VARIANT);
    await visitHome();
    expect(readTranslationCache(window.localStorage)?.version).toBe(UPDATED_TRANSLATION_VERSION);
    const calls = countTranslationCalls();

    await reload();

    expect(await screen.findByRole('heading', { level: 1, name: UPDATED_TITLE })).toBeInTheDocument();
    expect(calls).toEqual({ manifest: 1, content: 0 });
  });

  it('fetches again when the active version changes, and drops the old version', async () => {
    forceVariant('getTranslationManifest', UPDATED_TRANSLATIONS_VARIANT);
    await visitHome();
    resetScenarios();
    const calls = countTranslationCalls();

    await reload();

    expect(await screen.findByRole('heading', { level: 1, name: BUNDLED_TITLE })).toBeInTheDocument();
    expect(calls).toEqual({ manifest: 1, content: 1 });
    expect(readTranslationCache(window.localStorage)?.version).toBe(ACTIVE_TRANSLATION_VERSION);
  });

  it('keeps applying the cached override after a reload when the translation calls cannot reach a server', async () => {
    forceVariant('getTranslationManifest', UPDATED_TRANSLATIONS_VARIANT);
    await visitHome();
    forceNetworkError('getTranslationManifest');
    forceNetworkError('getTranslationContent');

    await reload();

    expect(await screen.findByRole('heading', { level: 1, name: UPDATED_TITLE })).toBeInTheDocument();
  });

  it.each([
    ['manifest', 'getTranslationManifest', 50001],
    ['content', 'getTranslationContent', 40004],
  ] as const)('keeps the bundled catalogs when the %s call fails', async (_call, operation, code) => {
    forceVariant('getTranslationManifest', UPDATED_TRANSLATIONS_VARIANT);
    forceError(operation, code);

    const { heading } = await visitHome();

    expect(heading).toHaveAccessibleName(BUNDLED_TITLE);
    expect(window.localStorage.getItem(TRANSLATION_CACHE_KEY)).toBeNull();
  });

  it('gives up on a slow manifest after the timeout and keeps the bundled catalogs', async () => {
    forceVariant('getTranslationManifest', UPDATED_TRANSLATIONS_VARIANT);
    forceLatency('getTranslationManifest', 60_000);
    const app = await renderApp('/');
    const heading = await screen.findByRole('heading', { level: 1, name: BUNDLED_TITLE });
    // The product's timeout, on a fake clock that also follows the real one.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let settled = false;
    const step = startTranslationsOverTheAir(app.context.i18n, window.localStorage).then(() => void (settled = true));

    // At the timeout the step settles, nearly a minute before the reply would come: it gave up rather than waited.
    await vi.advanceTimersByTimeAsync(TRANSLATION_CALL_TIMEOUT_MS);
    await vi.waitFor(() => expect(settled).toBe(true));
    await step;
    expect(heading).toHaveAccessibleName(BUNDLED_TITLE);
    expect(window.localStorage.getItem(TRANSLATION_CACHE_KEY)).toBeNull();
  });

  it('overrides a namespace that loads after the content arrived (a later page)', async () => {
    forceVariant('getTranslationManifest', UPDATED_TRANSLATIONS_VARIANT);
    const app = await renderApp('/download-app');
    await screen.findAllByRole('heading');
    expect(app.context.i18n.hasResourceBundle('en-us', 'home')).toBe(false);
    await startAsTheBrowserDoes(app);

    await app.router.navigate('/');

    expect(await screen.findByRole('heading', { level: 1, name: UPDATED_TITLE })).toBeInTheDocument();
  });

  it('fetches the content of a language the visitor switches to', async () => {
    forceVariant('getTranslationManifest', UPDATED_TRANSLATIONS_VARIANT);
    const { app } = await visitHome();
    await screen.findByRole('heading', { level: 1, name: UPDATED_TITLE });

    await app.router.navigate('/ja');

    expect(await screen.findByRole('heading', { level: 1, name: UPDATED_JA_TITLE })).toBeInTheDocument();
    expect(Object.keys(readTranslationCache(window.localStorage)?.languages ?? {}).sort()).toEqual(['en-us', 'ja']);
  });

  it('leaves the bundled catalog modules as shipped for the next instance', async () => {
    forceVariant('getTranslationManifest', UPDATED_TRANSLATIONS_VARIANT);
    await visitHome();
    await screen.findByRole('heading', { level: 1, name: UPDATED_TITLE });
    window.localStorage.clear();
    forceError('getTranslationManifest', 50001);

    const { heading } = await reload();

    expect(heading).toHaveAccessibleName(BUNDLED_TITLE);
  });
});
