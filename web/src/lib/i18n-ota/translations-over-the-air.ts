/**
 * Translations delivered over the air (spec section 7, T01/T02): the manifest names the active
 * version; the current language's content at that version overrides the bundled catalogs and is
 * cached (translation-cache.ts). Runs in the browser after hydration only, so the first paint and the
 * hydrated HTML are the bundled catalogs' (docs/decisions/0016-translations-over-the-air.md). A call
 * that fails or takes longer than the timeout leaves the page as it is: bundled, or the cached override.
 */
import type { i18n as I18n } from 'i18next';
import type { TranslationManifest } from '@sdk/generated/config/hooks';
import { getTranslationContent, getTranslationManifest } from './translation-queries';
import { isLanguageCode, type LanguageCode } from '../languages';
import { OverrideLayer } from './override-layer';
import { readTranslationCache, writeTranslationCache, type TranslationCache } from './translation-cache';
import { yieldToMain } from '../yield-to-main';

/** Past this, the bundled (or cached) strings stay: a slow translation host must not hold the page. */
export const TRANSLATION_CALL_TIMEOUT_MS = 3000;

export interface TranslationsOverTheAirOptions {
  timeoutMs?: number;
}

async function withTimeout<T>(call: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await call(controller.signal);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Applies the cached override at once, then checks the manifest and fetches the language's content
 * only when its version differs from the cached one. Later language changes get theirs the same way.
 * Resolves when the start-up language is settled (tests wait for it); never rejects.
 */
export async function startTranslationsOverTheAir(i18n: I18n, storage: Storage, options: TranslationsOverTheAirOptions = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? TRANSLATION_CALL_TIMEOUT_MS;
  const layer = new OverrideLayer(i18n);
  let cache: TranslationCache | undefined = readTranslationCache(storage);
  let manifest: Promise<TranslationManifest | undefined> | undefined;

  const cachedContent = (language: LanguageCode) => cache?.languages[language];

  async function settle(language: LanguageCode): Promise<void> {
    const cached = cachedContent(language);
    if (cached && !layer.has(language)) layer.set(language, cached);
    manifest ??= withTimeout((signal) => getTranslationManifest({ signal }), timeoutMs);
    const current = await manifest;
    const active = current?.active_version;
    if (!active || (active === cache?.version && cached)) return;
    if (!current.files.some((file) => file.language_code === language)) return;
    const content = await withTimeout((signal) => getTranslationContent(active, language, { signal }), timeoutMs);
    if (!content || content.version !== active) return;
    // Another version's languages are stale: the cache holds one version at a time.
    const languages = cache?.version === active ? cache.languages : {};
    cache = { version: active, languages: { ...languages, [language]: content.namespaces } };
    writeTranslationCache(storage, cache);
    layer.set(language, content.namespaces);
  }

  const pending = new Set<string>();
  i18n.on('languageChanged', (language: string) => {
    if (!isLanguageCode(language) || pending.has(language)) return;
    pending.add(language);
    void settle(language).finally(() => pending.delete(language));
  });
  const language = i18n.language;
  if (!isLanguageCode(language)) return;
  pending.add(language);
  await settle(language).finally(() => pending.delete(language));
}

/** Resolves once the app has marked the page hydrated (root.tsx) and the browser had a turn since. */
export function afterHydration(doc: Document): Promise<void> {
  const root = doc.documentElement;
  if (root.dataset.hydrated) return yieldToMain();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!root.dataset.hydrated) return;
      observer.disconnect();
      void yieldToMain().then(resolve);
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}
