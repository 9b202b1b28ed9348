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
import { formatSalary, type SalaryInput } from '../../web/src/lib/format-salary';
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
});
