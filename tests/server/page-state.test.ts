/**
 * The state a page hands the browser in its HTML (app/app-state.tsx) is most of the page a phone
 * downloads: it carries the config lists the page reads, not the whole reply, and the error messages
 * only when the page shows a failure, translated on the server in the page's language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import arCommon from '../../web/src/i18n/locales/ar/common.json';
import arErrors from '../../web/src/i18n/locales/ar/errors.json';
import enCommon from '../../web/src/i18n/locales/en-us/common.json';
import enErrors from '../../web/src/i18n/locales/en-us/errors.json';
import { SEO_LOOKUP_LISTS } from '../../web/src/lib/job-search-url/lookups';
import { forceOnApi, productionServerForFile } from './production-server';

const server = productionServerForFile();

afterEach(() => forceOnApi(server.api, ''));

interface PageState {
  resources: Record<string, unknown>;
  queries: { queries: { queryKey: unknown[]; state: { data?: unknown } }[] };
}

async function pageState(path: string): Promise<{ status: number; html: string; state: PageState }> {
  const reply = await server.get(path);
  const text = /<script id="app-state"[^>]*>(.*?)<\/script>/s.exec(reply.text)?.[1];
  if (!text) throw new Error(`${path} has no page state`);
  return { status: reply.status, html: reply.text, state: JSON.parse(text) as PageState };
}

/** The names of the config lists the page carries, whichever query holds them. */
function configListsIn(state: PageState): string[] {
  const names = new Set<string>();
  for (const { queryKey, state: query } of state.queries.queries) {
    if (typeof queryKey[1] === 'string' && /^\/config\/[a-z]+\/list$/.test(queryKey[1])) {
      for (const name of Object.keys(query.data ?? {})) names.add(name);
    }
  }
  return [...names].sort();
}

function mainOf(html: string): string {
  return /<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? '';
}

describe('the config lists a page carries', () => {
  it('on the home page: the job categories its tabs and footer show, and nothing else', async () => {
    const { status, state } = await pageState('/');
    expect(status).toBe(200);
    expect(configListsIn(state)).toEqual(['job_category_lists']);
  });

  it('on the search page: the lists its filters, search box and URL read', async () => {
    const { status, html, state } = await pageState('/jobs-hiring/accountant-jobs');
    expect(status).toBe(200);
    expect(configListsIn(state)).toEqual([...SEO_LOOKUP_LISTS].sort());
    // The filters are in the HTML the server sent, as before.
    expect(html).toContain('class="job-search-filter__legend"');
  });
});

describe('the error messages a page carries', () => {
  it('none on a page that shows no failure', async () => {
    for (const path of ['/', '/jobs-hiring/accountant-jobs', '/ar']) {
      const { state } = await pageState(path);
      expect(Object.keys(state.resources), path).toEqual(expect.arrayContaining(['common', 'shell']));
      expect(state.resources, path).not.toHaveProperty('errors');
    }
  });

  it('with a failed query, in the page\'s language, and its error state says it in words', async () => {
    await forceOnApi(server.api, 'searchJobs:50001');
    const pages = [
      { path: '/jobs-hiring/accountant-jobs', errors: enErrors, common: enCommon },
      { path: '/ar/jobs-hiring/accountant-jobs', errors: arErrors, common: arCommon },
    ];
    for (const { path, errors, common } of pages) {
      const { status, html, state } = await pageState(path);
      expect(status, path).toBe(503);
      expect(state.resources, path).toHaveProperty('errors.code.50001', errors.code['50001']);
      const main = mainOf(html);
      expect(main, path).toContain(errors.code['50001']);
      expect(main, path).toContain(common.failure.retry);
    }
  });
});
