/**
 * The public list calls the crawl files are built from, made the way the contracts describe them:
 * Role-Id 1, the site's Country-Id, Language-Id 1 (en-us), a stable server Device-Uuid and no
 * Authorization (searchJobs, searchCompanies and getConfigLists accept anonymous callers).
 *
 * It uses openapi-fetch typed by the generated schemas rather than the generated hooks: the hooks go
 * through sdk/transport.ts, whose base URL, default headers (a session's Authorization among them) and
 * `beforeSend` are module-global and belong to whoever configured the transport. Here every request
 * names its absolute base URL and its complete header set.
 */
import createClient from 'openapi-fetch';
import type { components as CompanyComponents, paths as CompanyPaths } from '../../sdk/generated/company/schema';
import type { components as ConfigComponents, paths as ConfigPaths } from '../../sdk/generated/config/schema';
import type { components as JobComponents, paths as JobPaths } from '../../sdk/generated/job/schema';

export type JobSummary = JobComponents['schemas']['JobSummary'];
export type CompanySummary = CompanyComponents['schemas']['CompanySummary'];
export type ConfigOption = ConfigComponents['schemas']['ConfigOption'];

/** Base URL per server prefix (first path segment: "search", "company", "config"), `default` for the rest; as in sdk/transport.ts. */
export type ApiBaseUrls = { default: string } & Partial<Record<string, string>>;

export interface CrawlApiOptions {
  baseUrls: ApiBaseUrls;
  fetch?: (request: Request) => Promise<Response>;
  /** Sent as Device-Uuid; one stable id for the server. */
  deviceUuid?: string;
  timeoutMs?: number;
}

export interface CrawlApi {
  /** Every job the search returns for the country, all pages. */
  listJobs(countryId: number): Promise<JobSummary[]>;
  /** Every company of the country, all pages. */
  listCompanies(countryId: number): Promise<CompanySummary[]>;
  /** The country's job categories (their seo values do not depend on the language). */
  listJobCategories(countryKey: string, countryId: number): Promise<ConfigOption[]>;
}

export const CRAWLER_DEVICE_UUID = 'c7a0f1e2-5b3d-4c8a-9e61-0d2f7b4a8c15';
/** The largest page size the list operations accept. */
const API_PAGE_SIZE = 100;
const PARALLEL_PAGES = 4;
const DEFAULT_TIMEOUT_MS = 30_000;
const EN_US_LANGUAGE_ID = 1;
const JOB_ROLE_ID = 1;

interface Envelope<T> {
  code: number;
  message?: string;
  data?: T;
}

interface Paged {
  page: number;
  total_page: number;
}

function baseUrlFor(baseUrls: ApiBaseUrls, prefix: string): string {
  return (baseUrls[prefix] ?? baseUrls.default).replace(/\/+$/, '');
}

/** The reply's `data`, or an error naming the call when the HTTP status or the envelope code says it failed. */
function unwrap<T>(label: string, result: { data?: Envelope<T>; response: Response }): T {
  const envelope = result.data;
  if (!result.response.ok || !envelope || envelope.code !== 0 || envelope.data === undefined) {
    throw new Error(`${label} failed: HTTP ${result.response.status}, code ${String(envelope?.code ?? 'none')}`);
  }
  return envelope.data;
}

/** Page 1, then the remaining pages a few at a time. */
async function allPages<P extends Paged, T>(fetchPage: (page: number) => Promise<P>, itemsOf: (page: P) => T[]): Promise<T[]> {
  const first = await fetchPage(1);
  const pages: P[] = [first];
  for (let next = 2; next <= first.total_page; next += PARALLEL_PAGES) {
    const batch = [];
    for (let page = next; page < next + PARALLEL_PAGES && page <= first.total_page; page += 1) batch.push(fetchPage(page));
    pages.push(...(await Promise.all(batch)));
  }
  return pages.flatMap(itemsOf);
}

export function createCrawlApi(options: CrawlApiOptions): CrawlApi {
  // Looked up per call, so a fetch patched after start-up (msw/node in tests) is the one used.
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const deviceUuid = options.deviceUuid ?? CRAWLER_DEVICE_UUID;
  const job = createClient<JobPaths>({ fetch: fetchImpl });
  const company = createClient<CompanyPaths>({ fetch: fetchImpl });
  const config = createClient<ConfigPaths>({ fetch: fetchImpl });

  const headers = (countryId: number) => ({
    'Role-Id': JOB_ROLE_ID,
    'Country-Id': countryId as JobComponents['parameters']['CountryId'],
    'Language-Id': EN_US_LANGUAGE_ID as JobComponents['parameters']['LanguageId'],
    'Device-Uuid': deviceUuid,
  }) as const;

  return {
    listJobs: (countryId) =>
      allPages(
        async (page) =>
          unwrap(
            'searchJobs',
            await job.POST('/search/jobs', {
              baseUrl: baseUrlFor(options.baseUrls, 'search'),
              params: { header: headers(countryId) },
              body: { sort: 1, page, size: API_PAGE_SIZE, source: 'web' },
              signal: AbortSignal.timeout(timeoutMs),
            }),
          ),
        (reply) => reply.jobs,
      ),
    listCompanies: (countryId) =>
      allPages(
        async (page) =>
          unwrap(
            'searchCompanies',
            await company.GET('/company/search', {
              baseUrl: baseUrlFor(options.baseUrls, 'company'),
              params: { header: headers(countryId), query: { page, size: API_PAGE_SIZE } },
              signal: AbortSignal.timeout(timeoutMs),
            }),
          ),
        (reply) => reply.companies,
      ),
    listJobCategories: async (countryKey, countryId) => {
      const lists = unwrap(
        'getConfigLists',
        await config.GET('/config/{country_key}/list', {
          baseUrl: baseUrlFor(options.baseUrls, 'config'),
          params: { header: headers(countryId), path: { country_key: countryKey as ConfigComponents['schemas']['CountryKey'] }, query: { language_code: 'en-us' } },
          signal: AbortSignal.timeout(timeoutMs),
        }),
      );
      return lists.job_category_lists;
    },
  };
}
