/**
 * JobSummary (a job as the list calls return it) for tests, typed against the generated SDK: every one of
 * its fields is set, so a test can tell which of them a screen or a cache keeps. `build(overrides)` makes
 * one job; `jobSearchReply(jobs)` a page of the search and filter calls. Imports only SDK types and enums.
 */
import {
  JobStatus,
  RecruiterActivityLabel,
  SalaryType,
  SalaryTypeId,
  WorkArrangement,
  WorkArrangementId,
  type JobSearchReply,
  type JobSummary,
} from '@sdk/generated/job/hooks';

let sequence = 0;

export const jobSummaryFactory = {
  /** An open, on-site, full-time accountant job in Manila paying pesos monthly. */
  build(overrides: Partial<JobSummary> = {}): JobSummary {
    sequence += 1;
    const id = overrides.id ?? 700_000 + sequence;
    return {
      id,
      slug: `accountant-${id}`,
      title: `Accountant ${sequence}`,
      status: JobStatus.open,
      company_id: 300,
      company_name: 'Ledger & Co',
      company_logo: 'https://cdn.example/logo/300.png',
      company_industry: 'Accounting',
      company_size: '51-200',
      is_company_verified: true,
      country_key: 'ph',
      location_id: 12,
      location_value: 'Manila',
      salary: { salary_from: 30_000, salary_to: 50_000, currency: 'PHP', salary_type: SalaryType.monthly, salary_type_id: SalaryTypeId.Monthly },
      job_type_id: 1,
      job_type_value: 'Full-time',
      work_arrangement_id: WorkArrangementId.Onsite,
      work_arrangement: WorkArrangement.onsite,
      xp_lvl_id: 2,
      xp_lvl_value: '1-3 years',
      degree_id: 3,
      degree_value: 'Bachelor',
      job_category_ids: [4],
      industry_id: 5,
      main_function_id: 6,
      job_function_id: 7,
      function_job_title_id: 8,
      skills: ['Bookkeeping', 'Excel'],
      benefits: [{ id: 1, key: 'hmo', value: 'HMO', seo_value: 'hmo' }],
      is_urgent: false,
      is_web3: false,
      published_at: '2026-05-01T08:00:00Z',
      refreshed_at: '2026-05-02T08:00:00Z',
      recruiter: {
        id: 400 + sequence,
        full_name: 'Ana Reyes',
        avatar: 'https://cdn.example/recruiter/400.jpg',
        job_title: 'HR Manager',
        activity_label: RecruiterActivityLabel.replied_minutes_ago,
        replied_minutes_ago: 12,
        response_rate: 90,
      },
      ...overrides,
    };
  },
};

/** Page `page` of a search or filter reply holding `jobs`, as if `total_num` jobs matched. */
export function jobSearchReply(jobs: JobSummary[], { page = 1, total_num = jobs.length }: { page?: number; total_num?: number } = {}): JobSearchReply {
  return { jobs, page, size: jobs.length, total_num, total_page: Math.max(1, Math.ceil(total_num / Math.max(1, jobs.length))), query_id: `query-${page}` };
}
