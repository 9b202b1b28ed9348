/**
 * i18next with one namespace per feature, loaded lazily with its route: shared namespaces live in
 * web/src/i18n/locales/<lang>/<ns>.json, a feature's in web/src/features/<feature>/locales/<lang>.json
 * (namespace = the feature's folder name). Direction comes from the language's rtl flag.
 */
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, directionOf, type LanguageCode } from './languages';
import { cacheTranslations } from './i18n-cache';

import type { Catalog, CatalogLoader as Loader } from '../i18n/catalog-map';

/** Each language's catalogs by namespace (i18n/catalog-map.ts), a module per language. */
const catalogMaps = import.meta.glob<{ default: ReadonlyMap<string, Loader> }>('../i18n/catalogs/*.ts');
// The mock panel's strings ship only where the panel can: the comparison is replaced at build time,
// so a build against real servers has neither the branch nor the catalogs (scripts/check-build.ts
// proves it); development and tests (no mode set) keep them.
const devToolsCatalogs: Record<string, Loader> =
  import.meta.env.VITE_API_MODE !== 'real' ? import.meta.glob<{ default: Catalog }>('../features/dev-tools/locales/*.json') : {};

/** Emitted when strings of loaded namespaces change in place (translations over the air): components translate again. */
export const TRANSLATIONS_REPLACED_EVENT = 'translationsReplaced';

/** Loaded at start-up: shared strings and the always-visible shell (header, footer). */
export const SHARED_NAMESPACES = ['common', 'shell'] as const;

/**
 * The error messages of documented codes and of sign-in (`errors:code.<n>`): not a start-up namespace,
 * so a page carries them only when it shows a failure (lib/page-data.ts, entry.server.tsx) or reads them
 * in its content (its route's `namespaces`). The browser loads them when a failure comes (the transport
 * waits for them, app/bootstrap.ts) or something else shows an error. What a failure says without a code
 * (offline, a timeout, a server error, "Try again") is in `common` (`common:failure.*`), which every page
 * has: offline, when nothing more can load, a failure still has its words.
 */
export const ERRORS_NAMESPACE = 'errors';

/**
 * Loads the error messages of the current language. Resolves when they are in, or when they could not
 * be loaded (the caller shows what it can); a load that failed before (offline) is tried again.
 */
export async function loadErrorMessages(instance: I18n): Promise<void> {
  if (instance.hasResourceBundle(instance.language, ERRORS_NAMESPACE)) return;
  await instance.loadNamespaces(ERRORS_NAMESPACE);
  // i18next does not load a namespace again once its load failed; reloadResources does.
  if (!instance.hasResourceBundle(instance.language, ERRORS_NAMESPACE)) await instance.reloadResources([instance.language], [ERRORS_NAMESPACE]);
}

export async function findCatalogLoader(language: string, namespace: string): Promise<Loader | undefined> {
  if (namespace === 'dev-tools') return devToolsCatalogs[`../features/dev-tools/locales/${language}.json`];
  const catalogs = await catalogMaps[`../i18n/catalogs/${language}.ts`]?.();
  return catalogs?.default.get(namespace);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    findCatalogLoader(language, namespace)
      .then((load) => {
        if (!load) throw new Error(`No catalog ${namespace} for ${language}`);
        return load();
      })
      .then(
        (module) => callback(null, module.default),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

export interface I18nOptions {
  /**
   * Makes the instance react-i18next's module-wide default: right for the browser's one instance, wrong
   * for a server render, whose instance would then outlive its request (components get theirs from
   * I18nextProvider anyway).
   */
  shareWithReact?: boolean;
  /** The site's host, for the support address in messages (support@{{host}}): the same on the server and in the browser. */
  siteHost?: string;
}

/**
 * `resources`: the page language's catalogs the server already sent (by namespace), so hydration has
 * every string at once; any other namespace still loads lazily.
 */
export async function createI18n(
  language: LanguageCode = DEFAULT_LANGUAGE,
  resources?: Record<string, Record<string, unknown>>,
  { shareWithReact = true, siteHost = '' }: I18nOptions = {},
): Promise<I18n> {
  const instance = i18next.createInstance().use(lazyBackend);
  if (shareWithReact) instance.use(initReactI18next);
  await instance
    .init({
      lng: language,
      ...(resources ? { resources: { [language]: resources }, partialBundledLanguages: true } : {}),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.value),
      lowerCaseLng: true,
      load: 'currentOnly',
      ns: [...SHARED_NAMESPACES],
      defaultNS: 'common',
      // i18next's defaults, said out loud: a key is then always a path ("ns:a.b"), and t() skips testing
      // whether it "looks like natural language" (a regex over the key on every call: a third of a filter
      // click's panel render at a phone's CPU).
      nsSeparator: ':',
      keySeparator: '.',
      interpolation: { escapeValue: false, defaultVariables: { host: siteHost } }, // React escapes
      // The server loads every namespace a page needs before it renders; waiting there would only
      // stream the page behind a loading state. The browser suspends for a namespace still on its way.
      react: { useSuspense: typeof window !== 'undefined', bindI18n: `languageChanged ${TRANSLATIONS_REPLACED_EVENT}` },
      returnNull: false,
    });
  cacheTranslations(instance, [TRANSLATIONS_REPLACED_EVENT]);
  return instance;
}

/**
 * Switches the language and mirrors it on <html lang dir>. The page's description is its route's head
 * (lib/page-data.ts, rendered by <Meta>): this never touches it, or every page would end up with the
 * site's generic one once the browser started.
 */
export async function applyLanguage(instance: I18n, language: LanguageCode): Promise<void> {
  if (instance.language !== language) await instance.changeLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }
}
