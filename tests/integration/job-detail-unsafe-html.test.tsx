// @vitest-environment jsdom
/**
 * Server HTML on the job page goes through sanitizeHtml: the seeded unsafe jobs (<script>, <img onerror>,
 * javascript: links) must render none of it. Runs under jsdom: DOMPurify does not support happy-dom
 * (cure53/DOMPurify#1457), so a sanitizer test there would prove nothing.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '../../mocks/db/database';
import { UNSAFE_HTML_JOB_IDS } from '../../mocks/seed/fixtures';
import { renderApp } from './render-app';


/** Job ids are country order * 100000 + index + 1: ph 2, sg 3, us 8. */
function hostFor(id: number): string {
  if (id >= 800_000) return 'us.localhost';
  if (id >= 300_000) return 'sg.localhost';
  return 'localhost';
}

describe('job detail with unsafe HTML', () => {
  it.each(UNSAFE_HTML_JOB_IDS)('renders no script, event handler or javascript: link from job %i', async (id) => {
    const job = getDatabase().indexes.jobsById.get(id);
    if (!job) throw new Error(`seed has no job ${id}`);
    const { container } = await renderApp(`/job/${job.slug}`, { host: hostFor(id) });
    await screen.findByRole('heading', { name: 'Job description' });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onload], [onclick], [onmouseover]')).toBeNull();
    expect(container.querySelector('a[href^="javascript:" i]')).toBeNull();
  });
});
