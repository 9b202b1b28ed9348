/**
 * The crawl data of each country, kept in memory for a TTL: the API is paged, so it is read once per
 * country and period, not per request. Concurrent requests share one load; a failed refresh keeps
 * serving the previous data (and retries after a short pause) rather than failing the crawl files.
 * The split of jobs and companies into sitemap files depends on the origin's length, so it is
 * computed once per origin and kept with the data.
 */
import type { CountryKey } from '../../web/src/lib/countries';
import type { CrawlApi } from './crawl-api';
import { companyEntries, jobEntries, pageEntries, sitemapUrlOf, type CrawlEntry, type CrawlSite } from './crawl-urls';
import { splitIntoSitemaps, type ItemRange, type SitemapLimits } from './sitemap-xml';

export interface CountryCrawl {
  jobs: CrawlEntry[];
  companies: CrawlEntry[];
  pages: CrawlEntry[];
  /** Sitemap files of jobs and of companies for one origin. */
  layout(site: CrawlSite): { jobs: ItemRange[]; companies: ItemRange[] };
}

export interface CrawlStoreOptions {
  api: CrawlApi;
  ttlMs: number;
  /** After a failed refresh, how long the previous data is served before the next try. */
  retryMs: number;
  limits: SitemapLimits;
  now: () => number;
  onError: (error: unknown) => void;
}

interface Slot {
  value?: CountryCrawl;
  expiresAt: number;
  pending?: Promise<CountryCrawl>;
}

async function loadCountry(api: CrawlApi, site: CrawlSite, limits: SitemapLimits): Promise<CountryCrawl> {
  const [jobs, companies, categories] = await Promise.all([
    api.listJobs(site.countryId),
    api.listCompanies(site.countryId),
    api.listJobCategories(site.countryKey, site.countryId),
  ]);
  const crawl = {
    jobs: jobEntries(jobs, site.countryKey),
    companies: companyEntries(companies, jobs, site.countryKey),
    pages: pageEntries(categories),
  };
  const layouts = new Map<string, { jobs: ItemRange[]; companies: ItemRange[] }>();
  return {
    ...crawl,
    layout(forSite) {
      const known = layouts.get(forSite.origin);
      if (known) return known;
      const toUrl = (entry: CrawlEntry) => sitemapUrlOf(forSite, entry);
      const layout = { jobs: splitIntoSitemaps(crawl.jobs, toUrl, limits), companies: splitIntoSitemaps(crawl.companies, toUrl, limits) };
      layouts.set(forSite.origin, layout);
      return layout;
    },
  };
}

export function createCrawlStore(options: CrawlStoreOptions) {
  const slots = new Map<CountryKey, Slot>();

  function refresh(site: CrawlSite, previous: Slot | undefined): Promise<CountryCrawl> {
    const pending = loadCountry(options.api, site, options.limits).then(
      (value) => {
        slots.set(site.countryKey, { value, expiresAt: options.now() + options.ttlMs });
        return value;
      },
      (error: unknown) => {
        options.onError(error);
        if (previous?.value) {
          slots.set(site.countryKey, { value: previous.value, expiresAt: options.now() + options.retryMs });
          return previous.value;
        }
        slots.delete(site.countryKey);
        throw error;
      },
    );
    slots.set(site.countryKey, { ...previous, expiresAt: previous?.expiresAt ?? 0, pending });
    return pending;
  }

  return {
    /** The country's crawl data, loaded when missing or older than the TTL. */
    get(site: CrawlSite): Promise<CountryCrawl> {
      const slot = slots.get(site.countryKey);
      if (slot?.pending) return slot.pending;
      if (slot?.value && options.now() < slot.expiresAt) return Promise.resolve(slot.value);
      return refresh(site, slot);
    },
    /** Forgets everything (tests, or a deploy hook that wants fresh files at once). */
    clear(): void {
      slots.clear();
    },
  };
}

export type CrawlStore = ReturnType<typeof createCrawlStore>;
