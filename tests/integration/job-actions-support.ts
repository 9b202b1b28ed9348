/**
 * Jobs of the seeded mocks picked for the job-page action tests (W08 actions, W09, W31, W32), and
 * signing in as a seeded user. Picked by what the test needs, so they survive seed changes.
 */
import { getDatabase } from '../../mocks/db/database';
import type { JobRecord } from '../../mocks/db/record-schemas';
import { SEED_SESSION_TOKENS, SEED_USERS } from '../../mocks/state/accounts';
import { appliedJobIdsOf } from '../../mocks/state/applications';
import { conversationsOf } from '../../mocks/state/chats';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { seedSessionUsers } from '../support/factories/session-user-factory';

export function signInAs(who: 'maria' | 'juan' | 'weiLing'): void {
  const token = { maria: SEED_SESSION_TOKENS.complete, juan: SEED_SESSION_TOKENS.newUser, weiLing: SEED_SESSION_TOKENS.singapore }[who];
  writeSessionCookies({ sessionId: token, user: seedSessionUsers[who]() });
}

function jobs(): JobRecord[] {
  return [...getDatabase().indexes.jobsById.values()];
}

function pick(description: string, test: (job: JobRecord) => boolean): JobRecord {
  const job = jobs().find(test);
  if (!job) throw new Error(`the seed has no ${description}`);
  return job;
}

/** Open ph jobs a ph visitor may apply to on the site (no external site, not out of reach). */
const applicable = (job: JobRecord) => job.country_key === 'ph' && job.status === 'open' && !job.external_apply_url && job.work_arrangement !== 'remote';

/** A job nobody seeded an application or chat for with its recruiter, with screening questions (or none). */
export async function freshJob({ questions }: { questions: boolean }): Promise<JobRecord> {
  const chats = [...(await conversationsOf(SEED_USERS.complete)), ...(await conversationsOf(SEED_USERS.singapore))];
  const talking = new Set(chats.map((chat) => chat.recruiter_id));
  const applied = await appliedJobIdsOf(SEED_USERS.complete);
  return pick(`fresh job ${questions ? 'with' : 'without'} screening questions`, (job) =>
    applicable(job) && !talking.has(job.recruiter_id) && !applied.has(job.id) && (job.screening_questions.length > 0) === questions);
}

/** A job Maria (complete profile) applied to: "continue chat". */
export async function mariaAppliedJob(): Promise<JobRecord> {
  const applied = await appliedJobIdsOf(SEED_USERS.complete);
  return pick('job Maria applied to', (job) => applicable(job) && applied.has(job.id));
}

/** A job Maria did not apply to whose recruiter already chats with her about another job. */
export async function mariaChatOnlyJob(): Promise<JobRecord> {
  const recruiters = new Set((await conversationsOf(SEED_USERS.complete)).map((chat) => chat.recruiter_id));
  const applied = await appliedJobIdsOf(SEED_USERS.complete);
  return pick('job whose recruiter chats with Maria', (job) => applicable(job) && recruiters.has(job.recruiter_id) && !applied.has(job.id));
}

export function externalJob(): JobRecord {
  return pick('open external ph job', (job) => job.country_key === 'ph' && job.status === 'open' && job.external_apply_url !== null && job.work_arrangement !== 'remote');
}

/** A remote job that is not open to candidates in the Philippines. */
export function remoteJobClosedToPhilippines(): JobRecord {
  return pick('remote job closed to the Philippines', (job) => {
    const details = job.remote_details;
    return job.status === 'open' && job.work_arrangement === 'remote' && details !== null && details.open_countries.length > 0 && !details.open_countries.includes('Philippines');
  });
}

export function jobWithStatus(status: JobRecord['status']): JobRecord {
  return pick(`ph job ${status}`, (job) => job.country_key === 'ph' && job.status === status);
}

export function sgJob(): JobRecord {
  return pick('open sg job', (job) => job.country_key === 'sg' && job.status === 'open' && !job.external_apply_url && job.work_arrangement !== 'remote');
}
