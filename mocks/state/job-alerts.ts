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
    { frequency: 'daily', keyword: 'senior accountant', location_id: 42, job_type_id: 1, salary_from: 50000, created_at: '2025-03-20T09:30:00.000Z', updated_at: '2025-03-20T09:30:00.000Z' },
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
