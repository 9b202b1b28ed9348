/**
 * Issue 12 "beyond the anchors": a salary paid in another currency than the site's also reads "≈ …" in the
 * site's currency (job detail, the shared job card), from one rates call; a salary in the site's own
 * currency needs no rates call and shows no approximation. The seed's ph jobs pay PHP, so tests switch some to USD.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '../../mocks/db/database';
import { mockNow } from '../../mocks/db/mock-clock';
import { currencyRates } from '../../mocks/handlers/currency';
import { SEED_FIXTURES } from '../../mocks/seed/fixtures';
import { currencyRatesQuery } from '../../web/src/lib/currency-rates-queries';
import { formatSalary, type SalaryInput } from '../../web/src/lib/format-salary';
import { scopeOf } from '../../web/src/lib/query-scope';
import { convertSalary } from '../../web/src/lib/use-approximate-salary';
import { mockServer } from '../support/mock-lifecycle';
import { renderApp } from './render-app';

/** Intl puts no-break spaces in amounts; Testing Library normalizes the page's spaces. */
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

function jobOf(jobId: number) {
  const job = getDatabase().indexes.jobsById.get(jobId);
  if (!job) throw new Error(`seed has no job ${jobId}`);
  return job;
}

/** What the page should show: the salary converted with the mocks' own PHP rates. */
function expectedInPesos(salary: SalaryInput): string {
  const converted = convertSalary(salary, currencyRates('PHP', mockNow()), 'PHP');
  return `≈ ${spaced(formatSalary(converted!, 'en-US').amount)}`;
}

function countRatesCalls(): { count: number } {
  const calls = { count: 0 };
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/config/currency-rates')) calls.count += 1;
  });
  return calls;
}

describe('salary in the seeker\'s currency', () => {
  it('shows a Singapore job on the ph site approximately in pesos too, on its page and its similar jobs', async () => {
    const calls = countRatesCalls();
    const job = jobOf(SEED_FIXTURES.sgJobId);
    await renderApp(`/job/${job.slug}`);
    const header = (await screen.findByRole('heading', { level: 1, name: job.title })).closest('header') as HTMLElement;
    expect(within(header).getByText(spaced(formatSalary(job.salary, 'en-US').amount), { exact: false })).toBeInTheDocument();
    expect(await within(header).findByText(expectedInPesos(job.salary))).toBeInTheDocument();
    expect(within(header).getByText(`about ${expectedInPesos(job.salary).slice(2)} in your currency`)).toBeInTheDocument();

    const similar = screen.getByRole('heading', { name: 'Similar jobs' }).closest('section') as HTMLElement;
    const cards = await within(similar).findAllByRole('article');
    // The seed's sg jobs pay SGD: the similar jobs with an amount read in pesos too, from the same one call.
    expect(cards.length).toBeGreaterThan(0);
    expect((await within(similar).findAllByText(/^≈ ₱/)).length).toBeGreaterThan(0);
    expect(calls.count).toBe(1);
  });

  it('asks for no rates and shows no approximation when the job pays in the site currency', async () => {
    const calls = countRatesCalls();
    const job = getDatabase().indexes.jobsById.get(SEED_FIXTURES.openPhJobId)!;
    await renderApp(`/job/${job.slug}`);
    const header = (await screen.findByRole('heading', { level: 1, name: job.title })).closest('header') as HTMLElement;
    const similar = screen.getByRole('heading', { name: 'Similar jobs' }).closest('section') as HTMLElement;
    await waitFor(() => expect(within(similar).getAllByRole('article').length).toBeGreaterThan(0));
    expect(within(header).queryByText(/^≈/)).not.toBeInTheDocument();
    expect(within(similar).queryByText(/^≈/)).not.toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('shows it on a home card paid in dollars, and only such a card watches the rates', async () => {
    const calls = countRatesCalls();
    const newest = getDatabase().indexes.openJobsByCountry.get('ph')?.[0];
    if (!newest) throw new Error('the seed has no open ph job');
    const inDollars = { salary_from: 2000, salary_to: 3000, currency: 'USD', salary_type: 'monthly', salary_type_id: 2 } as const;
    await getDatabase().jobs.update((q) => q.where({ id: newest.id }), {
      data(job) {
        job.salary = { ...inDollars };
      },
    });
    const { context } = await renderApp('/');
    const latest = await screen.findByRole('region', { name: 'Latest jobs' });
    const cards = await within(latest).findAllByRole('article');
    const [paidInDollars, ...paidInPesos] = cards as [HTMLElement, ...HTMLElement[]];
    expect(within(paidInDollars).getByRole('link', { name: newest.title })).toBeInTheDocument();
    expect(await within(paidInDollars).findByText(expectedInPesos(inDollars))).toBeInTheDocument();
    expect(paidInPesos.length).toBeGreaterThan(0);
    for (const card of paidInPesos) expect(within(card).queryByText(/^≈/)).not.toBeInTheDocument();

    // One observer of the rates per approximate salary on the page (the job may sit in several lists), none per card.
    const rates = context.queryClient.getQueryCache().find({ queryKey: currencyRatesQuery(scopeOf(context.store), 'PHP').queryKey });
    const approximations = screen.getAllByText(/^≈ ₱/);
    expect(rates?.getObserversCount()).toBe(approximations.length);
    expect(screen.getAllByRole('article').length).toBeGreaterThan(approximations.length);
    expect(calls.count).toBe(1);
  });
});
