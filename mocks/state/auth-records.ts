/**
 * What the identity and tracking calls leave behind: Singpass authorise requests (S01, read by S02 and
 * S03), attribution trackers (A13) and campaign logs (A14). Flat records in Maps keyed by id.
 */
import { defineDomainState } from '../db/domain-state';
import { mockNow } from '../db/mock-clock';

export interface SingpassAuthoriseRecord {
  /** The `state` of the authorise URL; also the id of the user info it yields. */
  state: string;
  user_id: number;
  redirect_uri: string;
  created_at: number;
}

export interface TrackerRecord {
  id: number;
  tracker_name: string;
  tracker_token: string;
  user_id: number;
  recorded_at: number;
}

export interface CampaignLogRecord {
  id: number;
  user_id: number | null;
  utm: Record<string, string>;
  logged_at: number;
}

interface AuthRecordsState {
  singpassAuthorises: Map<string, SingpassAuthoriseRecord>;
  /** user id → state of the user's latest authorise. */
  latestSingpassByUser: Map<number, string>;
  trackers: Map<number, TrackerRecord>;
  campaignLogs: Map<number, CampaignLogRecord>;
  counter: number;
}

export const authRecords = defineDomainState<AuthRecordsState>('auth-records', () => ({
  singpassAuthorises: new Map(),
  latestSingpassByUser: new Map(),
  trackers: new Map(),
  campaignLogs: new Map(),
  counter: 0,
}));

export async function startSingpassAuthorise(userId: number, redirectUri: string): Promise<SingpassAuthoriseRecord> {
  const state = await authRecords();
  state.counter += 1;
  const record = { state: `sp-${userId}-${state.counter}`, user_id: userId, redirect_uri: redirectUri, created_at: mockNow() };
  state.singpassAuthorises.set(record.state, record);
  state.latestSingpassByUser.set(userId, record.state);
  return record;
}

export async function latestSingpassAuthorise(userId: number): Promise<SingpassAuthoriseRecord | undefined> {
  const state = await authRecords();
  const latest = state.latestSingpassByUser.get(userId);
  return latest === undefined ? undefined : state.singpassAuthorises.get(latest);
}

export async function recordTracker(fields: Omit<TrackerRecord, 'id' | 'recorded_at'>): Promise<TrackerRecord> {
  const state = await authRecords();
  const record = { ...fields, id: state.trackers.size + 1, recorded_at: mockNow() };
  state.trackers.set(record.id, record);
  return record;
}

export async function logCampaign(userId: number | null, utm: Record<string, string>): Promise<CampaignLogRecord> {
  const state = await authRecords();
  const record = { id: state.campaignLogs.size + 1, user_id: userId, utm, logged_at: mockNow() };
  state.campaignLogs.set(record.id, record);
  return record;
}
