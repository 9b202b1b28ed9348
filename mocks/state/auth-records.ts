/**
 * What the identity and tracking calls leave behind: Singpass authorise requests (S01, with the app's
 * state, nonce and PKCE challenge; exchanged once by exchangeSingpassCode, then read by S02 and S03),
 * social authorise requests (generateSocialAuthoriseUrl; answered once by the mock provider page),
 * attribution trackers (A13) and campaign logs (A14). Flat records in Maps keyed by id.
 */
import { defineDomainState } from '../db/domain-state';
import { mockNow } from '../db/mock-clock';

export interface SingpassAuthoriseRecord {
  /** The id of the user info it yields (`sp-<user>-<n>`). */
  id: string;
  /** The app's random `state` (the key of the record). */
  state: string;
  nonce: string;
  code_challenge: string;
  user_id: number;
  redirect_uri: string;
  created_at: number;
  /** Set by the one code exchange the authorise allows. */
  exchanged: boolean;
}

export interface SocialAuthoriseRecord {
  provider: 'google' | 'apple' | 'facebook';
  /** The app's random `state` (the key of the record). */
  state: string;
  nonce: string;
  code_challenge: string;
  redirect_uri: string;
  created_at: number;
  /** Set when the provider page has sent the browser back with a code (one answer per authorise). */
  answered: boolean;
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
  /** user id → state of the user's latest exchanged authorise. */
  latestSingpassByUser: Map<number, string>;
  socialAuthorises: Map<string, SocialAuthoriseRecord>;
  trackers: Map<number, TrackerRecord>;
  campaignLogs: Map<number, CampaignLogRecord>;
  counter: number;
}

export const authRecords = defineDomainState<AuthRecordsState>('auth-records', () => ({
  singpassAuthorises: new Map(),
  latestSingpassByUser: new Map(),
  socialAuthorises: new Map(),
  trackers: new Map(),
  campaignLogs: new Map(),
  counter: 0,
}));

type AuthoriseRequest = Pick<SingpassAuthoriseRecord, 'state' | 'nonce' | 'code_challenge' | 'redirect_uri'>;

/** Records an authorise request; undefined when its `state` was used before (a state is for one round trip). */
export async function startSingpassAuthorise(userId: number, request: AuthoriseRequest): Promise<SingpassAuthoriseRecord | undefined> {
  const state = await authRecords();
  if (state.singpassAuthorises.has(request.state)) return undefined;
  state.counter += 1;
  const record = { ...request, id: `sp-${userId}-${state.counter}`, user_id: userId, created_at: mockNow(), exchanged: false };
  state.singpassAuthorises.set(record.state, record);
  return record;
}

/** The user's authorise with this state that is still waiting for its code exchange. */
export async function pendingSingpassAuthorise(userId: number, authoriseState: string): Promise<SingpassAuthoriseRecord | undefined> {
  const record = (await authRecords()).singpassAuthorises.get(authoriseState);
  return record && record.user_id === userId && !record.exchanged ? record : undefined;
}

/** Any user's authorise with this state still waiting for its code (what a provider page looks up). */
export async function awaitingSingpassAuthorise(authoriseState: string): Promise<SingpassAuthoriseRecord | undefined> {
  const record = (await authRecords()).singpassAuthorises.get(authoriseState);
  return record && !record.exchanged ? record : undefined;
}

/** The code was exchanged: the authorise is used up and becomes the user's latest identity. */
export async function completeSingpassAuthorise(record: SingpassAuthoriseRecord): Promise<void> {
  record.exchanged = true;
  (await authRecords()).latestSingpassByUser.set(record.user_id, record.state);
}

export async function latestSingpassAuthorise(userId: number): Promise<SingpassAuthoriseRecord | undefined> {
  const state = await authRecords();
  const latest = state.latestSingpassByUser.get(userId);
  return latest === undefined ? undefined : state.singpassAuthorises.get(latest);
}

/** Records a social authorise request; undefined when its `state` was used before. */
export async function startSocialAuthorise(request: Omit<SocialAuthoriseRecord, 'created_at' | 'answered'>): Promise<SocialAuthoriseRecord | undefined> {
  const state = await authRecords();
  if (state.socialAuthorises.has(request.state)) return undefined;
  const record = { ...request, created_at: mockNow(), answered: false };
  state.socialAuthorises.set(record.state, record);
  return record;
}

/** The social authorise with this state that the provider has not answered yet. */
export async function awaitingSocialAuthorise(authoriseState: string): Promise<SocialAuthoriseRecord | undefined> {
  const record = (await authRecords()).socialAuthorises.get(authoriseState);
  return record && !record.answered ? record : undefined;
}

/** The social authorise the app started with this state, answered or not (undefined: the state never existed). */
export async function recordedSocialAuthorise(authoriseState: string): Promise<SocialAuthoriseRecord | undefined> {
  return (await authRecords()).socialAuthorises.get(authoriseState);
}

/** The provider page answered it: the same authorise never yields a second code. */
export function answerSocialAuthorise(record: SocialAuthoriseRecord): void {
  record.answered = true;
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
