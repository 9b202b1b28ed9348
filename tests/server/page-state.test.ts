/**
 * The state a page hands the browser in its HTML (app/app-state.tsx) is most of the page a phone
 * downloads: it carries the config lists the page reads, not the whole reply.
 */
import { describe, expect, it } from 'vitest';
import { SEO_LOOKUP_LISTS } from '../../web/src/lib/job-search-url/lookups';
import { productionServerForFile } from './production-server';

const server = productionServerForFile();

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
