/**
 * What the crawl files list, as language-neutral paths (the en-us form, built by the app's own path
 * builders), and how one path becomes a sitemap `<url>` of a site: `<loc>` in the site's main
 * language, an alternate per interface language (hreflang = the language's BCP 47 alias, as the
 * site switcher's links carry) and x-default on the unprefixed URL, which the app serves in the
 * visitor's stored language or else en-us.
 */
import { getCountry, type CountryKey } from '../../web/src/lib/countries';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../web/src/lib/languages';
import { localHref } from '../../web/src/lib/local-href';
import { jobSearchHref } from '../../web/src/lib/job-search-url/encode';
import { withLanguage } from '../../web/src/lib/resolve-language';
import type { CompanySummary, ConfigOption, JobSummary } from './crawl-api';
import type { Alternate, SitemapUrl } from './sitemap-xml';

/** One page of the site: its en-us path and when it last changed. */
export interface CrawlEntry {
  path: string;
  lastmod?: string;
}

/** The site a request is for: its country and the public origin its URLs use ("https://jobchat.ph"). */
export interface CrawlSite {
  countryKey: CountryKey;
  countryId: number;
  origin: string;
}

/** Every language version of a path on a site, plus x-default. */
export function alternatesOf(origin: string, path: string): Alternate[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language.alias, href: origin + withLanguage(path, language.value) })),
    { hreflang: 'x-default', href: origin + withLanguage(path, DEFAULT_LANGUAGE) },
  ];
}

export function sitemapUrlOf(site: CrawlSite, entry: CrawlEntry): SitemapUrl {
  const origin = site.origin.replace(/\/+$/, '');
  return {
    loc: origin + withLanguage(entry.path, getCountry(site.countryKey).seoLang),
    ...(entry.lastmod ? { lastmod: entry.lastmod } : {}),
    alternates: alternatesOf(origin, entry.path),
  };
}

function isoOrUndefined(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function later(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/** The open jobs of the country, once each, newest change as lastmod. */
export function jobEntries(jobs: readonly JobSummary[], countryKey: CountryKey): CrawlEntry[] {
  const seen = new Set<number>();
  const entries: CrawlEntry[] = [];
  for (const job of jobs) {
    if (job.status !== 'open' || job.country_key !== countryKey || seen.has(job.id)) continue;
    seen.add(job.id);
    const lastmod = later(isoOrUndefined(job.published_at), isoOrUndefined(job.refreshed_at));
    entries.push({ path: localHref(DEFAULT_LANGUAGE, '/:lang?/job/:slug', { slug: job.slug }), ...(lastmod ? { lastmod } : {}) });
  }
  return entries;
}

/** The country's companies, once each; lastmod is the latest change among their open jobs, when they have any. */
export function companyEntries(companies: readonly CompanySummary[], jobs: readonly JobSummary[], countryKey: CountryKey): CrawlEntry[] {
  const latestJob = new Map<number, string>();
  for (const job of jobs) {
    if (job.status !== 'open') continue;
    const changed = later(isoOrUndefined(job.published_at), isoOrUndefined(job.refreshed_at));
    const known = later(latestJob.get(job.company_id), changed);
    if (known) latestJob.set(job.company_id, known);
  }
  const seen = new Set<number>();
  const entries: CrawlEntry[] = [];
  for (const company of companies) {
    if (company.country_key !== countryKey || seen.has(company.id)) continue;
    seen.add(company.id);
    const lastmod = latestJob.get(company.id);
    entries.push({ path: localHref(DEFAULT_LANGUAGE, '/:lang?/company/:slug/:tab?', { slug: company.slug }), ...(lastmod ? { lastmod } : {}) });
  }
  return entries;
}

/** Home, job search, companies, the area landing pages, the free resume templates, and the search landing of every job category. */
export function pageEntries(categories: readonly ConfigOption[]): CrawlEntry[] {
  const areas = [localHref(DEFAULT_LANGUAGE, '/:lang?/onsite-job'), localHref(DEFAULT_LANGUAGE, '/:lang?/remote-jobs'), localHref(DEFAULT_LANGUAGE, '/:lang?/web3-jobs')];
  const fixed = [localHref(DEFAULT_LANGUAGE, '/:lang?'), jobSearchHref(DEFAULT_LANGUAGE), localHref(DEFAULT_LANGUAGE, '/:lang?/companies'), ...areas, localHref(DEFAULT_LANGUAGE, '/:lang?/resume-templates')];
  const landings = categories.map((category) => jobSearchHref(DEFAULT_LANGUAGE, { categories: [category.seo_value] }));
  return [...new Set([...fixed, ...landings])].map((path) => ({ path }));
}
