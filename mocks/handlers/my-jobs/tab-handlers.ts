/**
 * The other tabs of My jobs (screen W14), implied by the screens: viewed, communicated and interview
 * jobs, recruiters who viewed the seeker, recruiters interested in the seeker.
 */
import type { RecruiterActivity } from '../../../sdk/generated/job/hooks';
import {
  listCommunicatedJobsQueryParams, listInterestedRecruitersQueryParams, listInterviewJobsQueryParams, listProfileViewersQueryParams,
  listViewedJobsQueryParams,
} from '../../../sdk/generated/job/zod';
import type { Database } from '../../db/database';
import type { JobRecord } from '../../db/record-schemas';
import { conversationsOf } from '../../state/chats';
import { currentStatus, interviewsOf, type InterviewRecord } from '../../state/interviews';
import { mockNow } from '../../db/mock-clock';
import { jobViews, ofUser, profileViews, recruiterInterests, type RecruiterActivityRecord } from '../../state/job-activity';
import { toJobSummary } from '../projections';
import type { RequestContext } from '../request-context';
import { userListHandler } from './lookup';
import { withJobs } from './paging';

function toRecruiterActivity(db: Database, ctx: RequestContext, job: JobRecord, record: RecruiterActivityRecord): RecruiterActivity {
  const summary = toJobSummary(db, ctx, job);
  return {
    id: record.id, recruiter: summary.recruiter, company_id: summary.company_id, company_name: summary.company_name, company_logo: summary.company_logo,
    job: summary, activity_at: record.activity_at,
  };
}

/** When the interview is (or, while several times are offered, the first of them). */
function interviewTime(record: InterviewRecord): string {
  return new Date(record.start_at ?? record.offered_times[0]?.start_at ?? record.updated_at).toISOString();
}

export function tabHandlers() {
  return [
    userListHandler('listViewedJobs', listViewedJobsQueryParams, 'jobs',
      async (db, userId) => withJobs(db, await ofUser(jobViews, userId), (view) => view.viewed_at),
      (db, ctx, { job, value }) => ({ ...toJobSummary(db, ctx, job), viewed_at: value.viewed_at })),
    userListHandler('listCommunicatedJobs', listCommunicatedJobsQueryParams, 'jobs',
      async (db, userId) => withJobs(db, await conversationsOf(userId), (chat) => chat.updated_at),
      (db, ctx, { job, value }) => ({ ...toJobSummary(db, ctx, job), last_communicated_at: value.updated_at })),
    userListHandler('listInterviewJobs', listInterviewJobsQueryParams, 'jobs',
      async (db, userId) => withJobs(db, await interviewsOf(userId), interviewTime),
      (db, ctx, { job, value }) => ({
        ...toJobSummary(db, ctx, job), interview_id: value.id, interview_at: interviewTime(value), interview_status: currentStatus(value, mockNow()),
      })),
    userListHandler('listProfileViewers', listProfileViewersQueryParams, 'recruiters',
      async (db, userId) => withJobs(db, await ofUser(profileViews, userId), (view) => view.activity_at),
      (db, ctx, { job, value }) => toRecruiterActivity(db, ctx, job, value)),
    userListHandler('listInterestedRecruiters', listInterestedRecruitersQueryParams, 'recruiters',
      async (db, userId) => withJobs(db, await ofUser(recruiterInterests, userId), (interest) => interest.activity_at),
      (db, ctx, { job, value }) => toRecruiterActivity(db, ctx, job, value)),
  ];
}
