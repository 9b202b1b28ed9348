/** Job alerts (L01–L04): flat records keyed by id; SEED_USERS.complete has a daily and a weekly alert. */
import type { JobAlert } from '../../sdk/generated/jobseeker/hooks';
import { defineDomainState } from '../db/domain-state';
import { SEED_USERS } from './accounts';

export type JobAlertRecord = JobAlert;

export interface JobAlertsState {
  alerts: Map<number, JobAlertRecord>;
  nextId: number;
}

function createJobAlerts(): JobAlertsState {
  const alerts = new Map<number, JobAlertRecord>();
  const seeded: Omit<JobAlertRecord, 'id' | 'user_id' | 'email'>[] = [
    { frequency: 'daily', keyword: 'senior accountant', location_id: 211, job_type_id: 1, salary_from: 50000, created_at: '2025-03-20T09:30:00.000Z', updated_at: '2025-03-20T09:30:00.000Z' },
    { frequency: 'weekly', keyword: 'financial analyst', location_id: null, job_type_id: null, salary_from: null, created_at: '2025-04-02T09:30:00.000Z', updated_at: '2025-04-02T09:30:00.000Z' },
  ];
  let nextId = 96_001;
  for (const alert of seeded) {
    alerts.set(nextId, { id: nextId, user_id: SEED_USERS.complete, email: 'maria.santos@example.com', ...alert });
    nextId += 1;
  }
  return { alerts, nextId };
}

export const jobAlerts = defineDomainState('job-alerts', createJobAlerts);

export function jobAlertsOf(state: JobAlertsState, userId: number): JobAlertRecord[] {
  return [...state.alerts.values()].filter((alert) => alert.user_id === userId);
}

/** The alert when it exists and belongs to the user (anything else is "not found" to them). */
export function ownJobAlert(state: JobAlertsState, userId: number, id: number): JobAlertRecord | undefined {
  const alert = state.alerts.get(id);
  return alert?.user_id === userId ? alert : undefined;
}

export function addJobAlert(state: JobAlertsState, fields: Omit<JobAlertRecord, 'id'>): JobAlertRecord {
  const alert = { id: state.nextId, ...fields };
  state.nextId += 1;
  state.alerts.set(alert.id, alert);
  return alert;
}

export function updateJobAlertRecord(alert: JobAlertRecord, fields: Partial<Omit<JobAlertRecord, 'id' | 'user_id'>>): void {
  Object.assign(alert, fields);
}

export function removeJobAlert(state: JobAlertsState, id: number): void {
  state.alerts.delete(id);
}
