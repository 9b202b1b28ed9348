/** The job page's tab title, the same on the server's head and in the browser: the job, its company and the brand. */
import type { TFunction } from 'i18next';
import type { JobDetail } from '@sdk/generated/job/hooks';
import { SITE_NAME } from '../../lib/seo/page-head';

export function jobTabTitle(t: TFunction, job: Pick<JobDetail, 'title' | 'company' | 'company_name'>): string {
  return t('job-detail:page.tabTitle', { title: job.title, company: job.company.name || job.company_name, site: SITE_NAME });
}
