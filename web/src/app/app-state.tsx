/**
 * What the server hands the browser in the page, so hydration renders exactly what the server did
 * without a round trip: the deployment's settings, the site (country, language), the session the
 * cookies gave, the page's translations and the query cache. It travels as one JSON script (not run,
 * so the Content-Security-Policy has nothing to allow), read once before hydration.
 */
import { dehydrate, hydrate, useQueryClient, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@sdk/api-error';
import { useStore, type AppStore } from '../lib/app-jotai';
import type { CountryKey } from '../lib/countries';
import { env, type AppEnv } from '../lib/env';
import type { LanguageCode } from '../lib/languages';
import type { DeviceType } from '../lib/device-id';
import { countryAtom, deviceTypeAtom, languageAtom, sessionAtom, type Session } from '../lib/session-atoms';

export const APP_STATE_ID = 'app-state';

export interface AppState {
  env: AppEnv;
  country: CountryKey;
  language: LanguageCode;
  /** From the request's user agent, so the browser renders the mobile page the server rendered. */
  deviceType: DeviceType;
  /** The signed-in session from the cookies, or none (a guest token lives in the browser only). */
  session: Session;
  /** The page language's catalogs, by namespace. */
  resources: Record<string, Record<string, unknown>>;
  queries: DehydratedState;
}

interface SerializedError {
  apiError: { kind: ApiError['kind']; code: number; status: number; message: string; details?: ApiError['details'] };
}

/**
 * The query cache with its settled queries, but those marked `keepOutOfPageState` (the whole config
 * lists reply: the page carries the lists it reads instead); errors keep their ApiError fields (JSON drops a class).
 */
function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' && !query.meta?.keepOutOfPageState });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const serialized: SerializedError = { apiError: { kind: error.kind, code: error.code, status: error.status, message: error.message, details: error.details } };
      (query.state as { error: unknown }).error = serialized;
    }
  }
  return state;
}

function reviveErrors(state: DehydratedState): DehydratedState {
  for (const query of state.queries) {
    const error = query.state.error as Partial<SerializedError> | null | undefined;
    if (error?.apiError) {
      const { kind, code, status, message, details } = error.apiError;
      (query.state as { error: unknown }).error = new ApiError(kind, code, status, message, details);
    }
  }
  return state;
}

export function collectAppState(store: AppStore, i18n: I18n, queryClient: QueryClient): AppState {
  const language = store.get(languageAtom);
  const session = store.get(sessionAtom);
  return {
    env,
    country: store.get(countryAtom),
    language,
    deviceType: store.get(deviceTypeAtom),
    session: session.kind === 'user' ? session : { kind: 'none' },
    resources: (i18n.store.data[language] ?? {}) as AppState['resources'],
    queries: dehydrateQueries(queryClient),
  };
}

/** JSON that cannot end its <script> early or be read as markup. */
export function serializeAppState(state: AppState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** In the browser: the text the server sent, kept so hydration renders the very same script. */
let pageStateText: string | undefined;

export function readAppState(doc: Document): AppState | undefined {
  pageStateText = doc.getElementById(APP_STATE_ID)?.textContent ?? undefined;
  if (!pageStateText) return undefined;
  const state = JSON.parse(pageStateText) as AppState;
  return { ...state, queries: reviveErrors(state.queries) };
}

export function hydrateQueries(queryClient: QueryClient, state: AppState): void {
  hydrate(queryClient, state.queries);
}

/** Rendered at the end of <body>: on the server from this request's state, in the browser as it arrived. */
export function AppStateScript() {
  const store = useStore();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const text = pageStateText ?? serializeAppState(collectAppState(store, i18n, queryClient));
  return <script id={APP_STATE_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
