/** Shared steps of the job search suites: the result cards, as a seeker sees them. */
import { screen, within } from '@testing-library/react';

export async function resultCards(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('region', { name: 'Search results' });
  return within(list).findAllByRole('article');
}

/** The result cards on screen now (the preview beside them is an article too). */
export function shownCards(): HTMLElement[] {
  return within(screen.getByRole('region', { name: 'Search results' })).getAllByRole('article');
}

export function cardTitle(card: HTMLElement): string {
  return within(card).getByRole('heading', { level: 3 }).textContent ?? '';
}
