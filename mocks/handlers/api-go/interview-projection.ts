/** Interview records as the contract's InterviewSummary and InterviewDetail (company and job joined by id). */
import type { InterviewDetail, InterviewSummary } from '../../../sdk/generated/apiGo/hooks';
import type { Database } from '../../db/database';
import { currentStatus, resultEnabledAt, type InterviewRecord, type ReasonNote } from '../../state/interviews';
import { assetUrl, type RequestContext } from '../request-context';

const iso = (epochMs: number): string => new Date(epochMs).toISOString();
const isoOrNull = (epochMs: number | null): string | null => (epochMs === null ? null : iso(epochMs));

/** Zoom meeting ids have 11 digits; Google Meet codes are three groups of letters. */
export function meetingOf(record: InterviewRecord): { url: string; meeting_id: string; passcode: string | null } | null {
  if (record.mode !== 'video' || !record.video_platform) return null;
  if (record.video_platform === 'zoom') {
    const meetingId = String(84_500_000_000 + record.id);
    return { url: `https://zoom.us/j/${meetingId}?pwd=Jc${record.id}`, meeting_id: meetingId, passcode: String(record.id) };
  }
  const letters = record.id.toString(26).replace(/[0-9]/g, (digit) => String.fromCharCode(97 + Number(digit))).padEnd(10, 'q');
  const code = `${letters.slice(0, 3)}-${letters.slice(3, 7)}-${letters.slice(7, 10)}`;
  return { url: `https://meet.google.com/${code}`, meeting_id: code, passcode: null };
}

function reasonOf(note: ReasonNote | null): InterviewDetail['cancel_reason'] {
  return note ? { reason: note.reason, note: note.note, at: iso(note.at) } : null;
}

export function toInterviewSummary(db: Database, ctx: RequestContext, record: InterviewRecord, now: number): InterviewSummary {
  const job = db.indexes.jobsById.get(record.job_id);
  const company = db.indexes.companiesById.get(record.company_id);
  return {
    id: record.id,
    status: currentStatus(record, now),
    job_id: record.job_id,
    job_title: job?.title ?? 'Job',
    company_id: record.company_id,
    company_name: company?.name ?? 'Company',
    company_logo: assetUrl(ctx, company?.logo ?? `/mock-assets/company/${record.company_id}/logo.svg`),
    mode: record.mode,
    start_at: isoOrNull(record.start_at),
    duration_minutes: record.duration_minutes,
    offered_times: record.offered_times.map((time) => ({ id: time.id, start_at: iso(time.start_at) })),
    is_read: record.is_read,
    checked_in_at: isoOrNull(record.checked_in_at),
    updated_at: iso(record.updated_at),
    time_zone: record.time_zone,
  };
}

export function toInterviewDetail(db: Database, ctx: RequestContext, record: InterviewRecord, now: number): InterviewDetail {
  const summary = toInterviewSummary(db, ctx, record, now);
  // The link exists once a time is set; invitations and declined interviews have none.
  const linked = record.start_at !== null && !['rejected', 'cancelled', 'expired'].includes(summary.status);
  return {
    ...summary,
    address: record.address,
    video_platform: record.video_platform,
    video_link: linked ? (meetingOf(record)?.url ?? null) : null,
    contact_person: record.contact_person,
    contact_number: record.contact_number,
    instructions: record.instructions,
    chosen_time_ids: [...record.chosen_time_ids],
    attendance: record.checked_in_at !== null ? 'checked_in' : summary.status === 'not_attended' ? 'not_attended' : 'not_checked_in',
    cancel_reason: reasonOf(record.cancel_reason),
    reject_reason: reasonOf(record.reject_reason),
    result: {
      status: record.result ?? (record.result_requested_at !== null ? 'requested' : 'none'),
      result_enabled_at: isoOrNull(resultEnabledAt(record)),
      requested_at: isoOrNull(record.result_requested_at),
    },
  };
}
