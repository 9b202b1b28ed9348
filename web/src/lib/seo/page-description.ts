/**
 * The meta description of each public page, from the shared `seo` namespace
 * (web/src/i18n/locales/<lang>/seo.json). Titles come from the feature catalogs the pages already use.
 */
import type { TFunction } from 'i18next';

export const SEO_NAMESPACE = 'seo';

export type PageDescriptionInput =
  | { page: 'home' }
  | { page: 'companies' }
  /** The area landing pages (W07). */
  | { page: 'onsiteJobs' | 'remoteJobs' | 'web3Jobs' }
  /** The search page's heading as it shows it ("Accountant jobs in Makati"). */
  | { page: 'jobSearch'; heading: string }
  | { page: 'jobDetail'; title: string; company: string; location: string }
  | { page: 'company'; company: string };

/**
 * The description in the language `t` is bound to. Values are inserted as they are (no HTML escaping):
 * the description lands in an attribute, and React escapes it there.
 */
export function pageDescription(t: TFunction, input: PageDescriptionInput): string {
  const { page, ...values } = input;
  return t(`${SEO_NAMESPACE}:description.${page}`, { ...values, interpolation: { escapeValue: false } });
}

/** The brand name as the `seo` catalog spells it, for titles ("… | Jobchat"). */
export function siteName(t: TFunction): string {
  return t(`${SEO_NAMESPACE}:siteName`);
}
