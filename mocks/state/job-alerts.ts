/** Job alerts (L01–L04): a collection of the contract's JobAlert; SEED_USERS.complete has a daily and a weekly alert. */
import { listJobAlertsResponse } from '../../sdk/generated/jobseeker/zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { SEED_USERS } from './accounts';

export const jobAlertSchema = listJobAlertsResponse.shape.data.shape.job_alerts.element;

export type JobAlertRecord = RecordOf<typeof jobAlertSchema>;

const SEEDED: readonly Omit<JobAlertRecord, 'id' | 'user_id' | 'email'>[] = [
  { frequency: 'daily', keyword: 'senior accountant', location_id: 211, job_type_id: 1, salary_from: 50000, created_at: '2025-03-20T09:30:00.000Z', updated_at: '2025-03-20T09:30:00.000Z' },
  { frequency: 'weekly', keyword: 'financial analyst', location_id: null, job_type_id: null, salary_from: null, created_at: '2025-04-02T09:30:00.000Z', updated_at: '2025-04-02T09:30:00.000Z' },
];

export const jobAlerts = defineCollection('job-alerts', {
  schema: jobAlertSchema,
  firstId: 96_001,
  seed: () => SEEDED.map((alert) => ({ user_id: SEED_USERS.complete, email: 'maria.santos@example.com', ...alert })),
});

export async function jobAlertsOf(userId: number): Promise<JobAlertRecord[]> {
  return (await jobAlerts()).findMany((q) => q.where({ user_id: userId }));
}

/** The alert when it exists and belongs to the user (anything else is "not found" to them). */
export async function ownJobAlert(userId: number, id: number): Promise<JobAlertRecord | undefined> {
  return (await jobAlerts()).findFirst((q) => q.where({ id, user_id: userId }));
}

export function addJobAlert(fields: Omit<JobAlertRecord, 'id'>): Promise<JobAlertRecord> {
  return jobAlerts.insert(fields);
}

export function updateJobAlertRecord(alert: JobAlertRecord, fields: Partial<Omit<JobAlertRecord, 'id' | 'user_id'>>): Promise<JobAlertRecord> {
  return jobAlerts.update(alert, (draft) => Object.assign(draft, fields));
}

export function removeJobAlert(alert: JobAlertRecord): Promise<void> {
  return jobAlerts.remove(alert);
}
