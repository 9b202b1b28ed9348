/**
 * Links to the employer (company) site, spec section 2: `/{page}?country=&lang=`, or with a session
 * `/keep-login?country=&lang=&sessionid=&redirect={page}` so the employer arrives signed in
 * (section 6: employer-site links keep login when a session exists).
 */
import type { CountryKey } from './countries';
import type { LanguageCode } from './languages';

export interface EmployerSiteLink {
  /** VITE_COMPANY_HOST: a host name, or an origin with its scheme. */
  companyHost: string;
  country: CountryKey;
  language: LanguageCode;
  /** The signed-in session's id, when there is one. */
  sessionId?: string;
  /** The employer site's page, without its leading "/" ('' is its home). */
  page?: string;
}

function companyOrigin(host: string): string {
  const trimmed = host.trim().replace(/\/+$/, '');
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/i.test(trimmed) || /\.localhost(:\d+)?$/i.test(trimmed);
  return `${local ? 'http' : 'https'}://${trimmed}`;
}

export function employerSiteUrl({ companyHost, country, language, sessionId, page = '' }: EmployerSiteLink): string {
  const target = `/${page.replace(/^\/+/, '')}`;
  const query = new URLSearchParams({ country, lang: language });
  if (!sessionId) return `${companyOrigin(companyHost)}${target}?${query.toString()}`;
  query.set('sessionid', sessionId);
  query.set('redirect', target);
  return `${companyOrigin(companyHost)}/keep-login?${query.toString()}`;
}
