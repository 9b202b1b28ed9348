/**
 * What the benchmark opens, taken from the seed the mock server serves (deterministic): the job detail
 * page of an open job on the Philippine site (the site of a plain localhost host), its company's page,
 * and the 30 newest open jobs of that site for the limit page.
 */
import { generateSeed } from '../../mocks/seed/generate';
import type { SeedJob } from '../../mocks/seed/types';

export interface SeededPages {
  jobDetailPath: string;
  companyPath: string;
  /** The 30 newest open jobs, newest first. */
  limitJobs: SeedJob[];
}

export function seededPages(): SeededPages {
  const seed = generateSeed();
  const open = seed.jobs
    .filter((job) => job.country_key === 'ph' && job.status === 'open')
    .sort((a, b) => b.published_at.localeCompare(a.published_at) || a.id - b.id);
  const job = open[0];
  if (!job) throw new Error('the seed has no open job on the Philippine site');
  return {
    jobDetailPath: `/job/${encodeURIComponent(job.slug)}`,
    companyPath: `/company/${encodeURIComponent(job.company.slug)}`,
    limitJobs: open.slice(0, 30),
  };
}
