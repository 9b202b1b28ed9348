/**
 * The server's settings, read from its environment when it starts (never baked into the build), so
 * one build serves every environment:
 * - PORT (default 3000), HOST (default 0.0.0.0);
 * - API_BASE_URL: the API as browsers reach it (default: the build's, from .env.production);
 *   API_BASE_URLS: per service prefix, JSON like {"search":"https://search.example.com/api"};
 * - SERVER_API_BASE_URL: the API as this server reaches it, when that differs (an internal address);
 * - SITE_ORIGINS: each country site's public origin, JSON like {"ph":"https://jobchat.ph"} (a country not
 *   listed: its production domain); canonical links, hreflang, sitemaps and robots.txt name these, never
 *   a request header. Their hosts also name their countries, beside COUNTRY_HOSTS;
 * - TRUSTED_PROXIES: the proxies whose X-Forwarded-* headers are believed (Express "trust proxy" values,
 *   comma-separated: addresses, subnets, "loopback"…); none by default;
 * - COUNTRY_HOSTS (JSON host → country key), ASSETS_HOST, COMPANY_HOST, REDIRECT_HOSTS, AUTH_CLIENT_ID;
 * - ERROR_REPORT_URL: where the browser and this server send error reports (empty: off, the production
 *   default); a same-site path is reached by this server at SERVER_API_BASE_URL's origin.
 * - CAREER_GUIDE_URL, COURSES_URL, AI_CAREER_COACH_URL: the header's and footer's outbound links.
 */
import { parseEnv, type AppEnv } from '../web/src/lib/env';

export interface RuntimeConfig {
  port: number;
  host: string;
  /** What the browser gets (public settings only). */
  env: AppEnv;
  /** Absolute base URLs for the server's own calls. */
  serverApiBaseUrls: { default: string } & Record<string, string>;
  /** Where this server sends its error reports (absolute), or undefined when reporting is off. */
  serverErrorReportUrl: string | undefined;
  /** Express "trust proxy": the proxies whose forwarded headers count; empty trusts none. */
  trustedProxies: string[];
}

const RUNTIME_NAMES: Record<string, keyof AppEnv> = {
  API_BASE_URL: 'VITE_API_BASE_URL',
  API_BASE_URLS: 'VITE_API_BASE_URLS',
  COUNTRY_HOSTS: 'VITE_COUNTRY_HOSTS',
  SITE_ORIGINS: 'VITE_SITE_ORIGINS',
  ASSETS_HOST: 'VITE_ASSETS_HOST',
  COMPANY_HOST: 'VITE_COMPANY_HOST',
  REDIRECT_HOSTS: 'VITE_REDIRECT_HOSTS',
  AUTH_CLIENT_ID: 'VITE_AUTH_CLIENT_ID',
  ERROR_REPORT_URL: 'VITE_ERROR_REPORT_URL',
  CAREER_GUIDE_URL: 'VITE_CAREER_GUIDE_URL',
  COURSES_URL: 'VITE_COURSES_URL',
  AI_CAREER_COACH_URL: 'VITE_AI_CAREER_COACH_URL',
};

function absolute(url: string, name: string): string {
  if (!/^https?:\/\//i.test(url)) throw new Error(`${name} must be an absolute http(s) URL for the server's own calls (got "${url}"); set SERVER_API_BASE_URL`);
  return url;
}

/** `buildDefaults`: the build's own settings (import.meta.env), used where the environment sets nothing. */
export function readRuntimeConfig(source: NodeJS.ProcessEnv, buildDefaults: Record<string, unknown>): RuntimeConfig {
  const merged: Record<string, unknown> = { ...buildDefaults };
  for (const [runtimeName, envName] of Object.entries(RUNTIME_NAMES)) {
    const value = source[runtimeName];
    if (value !== undefined && value !== '') merged[envName] = value;
  }
  const env = parseEnv(merged);
  const serverDefault = source.SERVER_API_BASE_URL || env.VITE_API_BASE_URL;
  const serverApiBaseUrls = { ...env.VITE_API_BASE_URLS, default: serverDefault };
  for (const [name, url] of Object.entries(serverApiBaseUrls)) absolute(url, name === 'default' ? 'API_BASE_URL' : `API_BASE_URLS.${name}`);
  const port = Number(source.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got "${source.PORT}")`);
  const serverErrorReportUrl = env.VITE_ERROR_REPORT_URL ? new URL(env.VITE_ERROR_REPORT_URL, serverDefault).href : undefined;
  const trustedProxies = (source.TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return { port, host: source.HOST || '0.0.0.0', env, serverApiBaseUrls, serverErrorReportUrl, trustedProxies };
}
