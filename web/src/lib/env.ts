/**
 * Deployment settings, validated once at start-up. The server reads them from its environment when it
 * starts (server/runtime-config.ts) and hands the same values to the browser in the page (app-state),
 * so one build serves every environment; `VITE_API_MODE` alone is fixed at build time (it decides
 * whether mock code ships). Only VITE_* variables reach the browser and none
 * of them is a secret: base URLs, the host-to-country map, the mode, the public web client. Validated
 * by hand rather than with zod: the first page would otherwise download zod's core (~14 KiB gzip) for
 * a dozen strings, now that lazy screens pull the full zod into a shared chunk.
 */
import { isCountryKey } from './countries';

export interface AppEnv {
  /** `mock`: MSW answers in the browser; `real`: the servers at the base URLs. */
  VITE_API_MODE: 'mock' | 'real';
  VITE_API_BASE_URL: string;
  /** Per server prefix overrides, e.g. {"search":"https://search.example.com/api"}. */
  VITE_API_BASE_URLS: Record<string, string>;
  /** Extra host → country key entries as JSON, e.g. {"staging.example.sg":"sg"} (read by parseHostMap). */
  VITE_COUNTRY_HOSTS: string | undefined;
  /**
   * Each country site's public origin, country key → origin, e.g. {"sg":"https://jobs.example.sg"}: what
   * canonical links, hreflang, sitemaps and shared links name (lib/site-origins.ts). A country not listed
   * uses its production domain. Never taken from a request's Host or X-Forwarded-* headers.
   */
  VITE_SITE_ORIGINS: Record<string, string>;
  VITE_ASSETS_HOST: string;
  /** The company (employer) site: sign-in redirects there go through the login-redirect handoff. */
  VITE_COMPANY_HOST: string;
  /** Comma-separated hosts a sign-in redirect may go to besides this app and the company site (".x.com" allows subdomains). */
  VITE_REDIRECT_HOSTS: string;
  /**
   * The web app's public OAuth client id, sent with password sign-in and reset (contracts/auth.yaml).
   * There is no client secret: every visitor can read a browser bundle, so it could not stay secret.
   */
  VITE_AUTH_CLIENT_ID: string;
  /**
   * Where error reports go (web/src/lib/error-reporting.ts): a URL or a same-site path; empty turns
   * reporting off. Development sets the mocks' endpoint; production leaves it empty unless configured.
   */
  VITE_ERROR_REPORT_URL: string;
  /** The header's and footer's outbound links (W30): the career guide, the courses site (academy) and the AI career coach. */
  VITE_CAREER_GUIDE_URL: string;
  VITE_COURSES_URL: string;
  VITE_AI_CAREER_COACH_URL: string;
}

function text(source: Record<string, unknown>, name: keyof AppEnv, fallback: string): string {
  const value = source[name];
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string') throw new Error(`${name} must be a string`);
  return value;
}

function stringRecord(name: keyof AppEnv, value: unknown): Record<string, string> {
  if (value === undefined || value === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch {
    throw new Error(`${name} must be a JSON object of strings`);
  }
  const valid = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && Object.values(parsed).every((v) => typeof v === 'string');
  if (!valid) throw new Error(`${name} must be a JSON object of strings`);
  return parsed as Record<string, string>;
}

/** Country key → origin, each checked: a known country, an http(s) origin with no path, query or user. */
function siteOrigins(entries: Record<string, string>): Record<string, string> {
  const origins: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) {
    if (!isCountryKey(key)) throw new Error(`VITE_SITE_ORIGINS: "${key}" is not a country key`);
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`VITE_SITE_ORIGINS.${key} must be an origin like https://jobchat.sg (got "${value}")`);
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!/^https?:$/.test(url.protocol) || !bare) throw new Error(`VITE_SITE_ORIGINS.${key} must be an origin like https://jobchat.sg (got "${value}")`);
    origins[key] = url.origin;
  }
  return origins;
}

/** Throws on an unknown mode or malformed JSON instead of starting half-configured. */
export function parseEnv(source: Record<string, unknown>): AppEnv {
  const mode = text(source, 'VITE_API_MODE', 'real');
  if (mode !== 'mock' && mode !== 'real') throw new Error('VITE_API_MODE must be "mock" or "real"');
  const baseUrl = text(source, 'VITE_API_BASE_URL', '/api');
  return {
    VITE_API_MODE: mode,
    VITE_API_BASE_URL: baseUrl,
    VITE_API_BASE_URLS: stringRecord('VITE_API_BASE_URLS', source.VITE_API_BASE_URLS),
    VITE_COUNTRY_HOSTS: typeof source.VITE_COUNTRY_HOSTS === 'string' ? source.VITE_COUNTRY_HOSTS : undefined,
    VITE_SITE_ORIGINS: siteOrigins(stringRecord('VITE_SITE_ORIGINS', source.VITE_SITE_ORIGINS)),
    VITE_ASSETS_HOST: text(source, 'VITE_ASSETS_HOST', ''),
    VITE_COMPANY_HOST: text(source, 'VITE_COMPANY_HOST', 'employer.jobchat.example'),
    VITE_REDIRECT_HOSTS: text(source, 'VITE_REDIRECT_HOSTS', ''),
    VITE_AUTH_CLIENT_ID: text(source, 'VITE_AUTH_CLIENT_ID', '2'),
    VITE_ERROR_REPORT_URL: text(source, 'VITE_ERROR_REPORT_URL', ''),
    VITE_CAREER_GUIDE_URL: text(source, 'VITE_CAREER_GUIDE_URL', 'https://blog.jobchat.example/career-guide'),
    VITE_COURSES_URL: text(source, 'VITE_COURSES_URL', 'https://academy.jobchat.example'),
    VITE_AI_CAREER_COACH_URL: text(source, 'VITE_AI_CAREER_COACH_URL', 'https://coach.jobchat.example'),
  };
}

/**
 * The settings in force: the build's own until `installEnv` puts the deployment's in place. A production
 * browser starts by installing the page's, which the server validated (app/bootstrap.ts), before anything
 * reads them: it has no settings of its own to validate, and leaves the validation out of its first visit.
 */
// (Node's own runs, the mock server's and the scripts', have no import.meta.env.)
const inProductionBrowser = typeof import.meta.env === 'object' && import.meta.env.PROD && !import.meta.env.SSR;
export const env: AppEnv = inProductionBrowser ? ({} as AppEnv) : parseEnv(import.meta.env ?? {});

export function installEnv(next: AppEnv): void {
  Object.assign(env, next);
}
