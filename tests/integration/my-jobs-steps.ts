/** Shared steps of the My jobs (W14) suites: a tab's results, once loaded, and their titles. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The tab's results region (named after the tab), once it has stopped loading. */
export async function resultsOf(tab: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: tab });
  await waitFor(() => expect(within(region).queryByRole('status', { name: undefined })?.classList.contains('state--loading') ?? false).toBe(false));
  return region;
}

/** The item headings of a tab (job titles, or recruiter names), in order. */
export async function titlesIn(tab: string): Promise<string[]> {
  const region = await resultsOf(tab);
  await waitFor(() => expect(within(region).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0));
  return within(region).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}
