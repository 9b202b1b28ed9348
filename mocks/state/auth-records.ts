/**
 * What the identity and tracking calls leave behind: Singpass authorise requests (S01, with the app's
 * state, nonce and PKCE challenge; exchanged once by exchangeSingpassCode, then read by S02 and S03),
 * social authorise requests (generateSocialAuthoriseUrl; answered once by the mock provider page),
 * attribution trackers (A13) and campaign logs (A14), a collection each.
 */
import { z } from 'zod';
import { defineCollection, defineIdSequence, type RecordOf } from '../db/domain-collections';
import { mockNow } from '../db/mock-clock';

export const singpassAuthoriseSchema = z.object({
  /** The id of the user info it yields (`sp-<user>-<n>`). */
  id: z.string(),
  /** The app's random `state` (the key of the record). */
  state: z.string(),
  nonce: z.string(),
  code_challenge: z.string(),
  user_id: z.number().int(),
  redirect_uri: z.string(),
  created_at: z.number(),
  /** Set by the one code exchange the authorise allows. */
  exchanged: z.boolean(),
  /** The order of its exchange among all (the highest is the user's latest identity); null before. */
  exchange_order: z.number().nullable(),
});

export const socialAuthoriseSchema = z.object({
  provider: z.enum(['google', 'apple', 'facebook']),
  /** The app's random `state` (the key of the record). */
  state: z.string(),
  nonce: z.string(),
  code_challenge: z.string(),
  redirect_uri: z.string(),
  created_at: z.number(),
  /** Set when the provider page has sent the browser back with a code (one answer per authorise). */
  answered: z.boolean(),
});

export const trackerSchema = z.object({
  id: z.number().int(), tracker_name: z.string(), tracker_token: z.string(), user_id: z.number().int(), recorded_at: z.number(),
});

export const campaignLogSchema = z.object({
  id: z.number().int(), user_id: z.number().int().nullable(), utm: z.record(z.string(), z.string()), logged_at: z.number(),
});

export type SingpassAuthoriseRecord = RecordOf<typeof singpassAuthoriseSchema>;
export type SocialAuthoriseRecord = RecordOf<typeof socialAuthoriseSchema>;
export type TrackerRecord = RecordOf<typeof trackerSchema>;
export type CampaignLogRecord = RecordOf<typeof campaignLogSchema>;

const singpassAuthorises = defineCollection('singpass-authorises', { schema: singpassAuthoriseSchema });
const socialAuthorises = defineCollection('social-authorises', { schema: socialAuthoriseSchema });
export const trackers = defineCollection('attribution-trackers', { schema: trackerSchema });
export const campaignLogs = defineCollection('campaign-logs', { schema: campaignLogSchema });
/** The n in `sp-<user>-<n>`. */
const singpassCounter = defineIdSequence(1);

type AuthoriseRequest = Pick<SingpassAuthoriseRecord, 'state' | 'nonce' | 'code_challenge' | 'redirect_uri'>;

async function singpassAuthorise(authoriseState: string): Promise<SingpassAuthoriseRecord | undefined> {
  return (await singpassAuthorises()).findFirst((q) => q.where({ state: authoriseState }));
}

/** Records an authorise request; undefined when its `state` was used before (a state is for one round trip). */
export function startSingpassAuthorise(userId: number, request: AuthoriseRequest): Promise<SingpassAuthoriseRecord | undefined> {
  return singpassAuthorises.exclusive(async () => {
    if (await singpassAuthorise(request.state)) return undefined;
    return singpassAuthorises.create({
      ...request, id: `sp-${userId}-${singpassCounter.next()}`, user_id: userId, created_at: mockNow(), exchanged: false, exchange_order: null,
    });
  });
}

/** The user's authorise with this state that is still waiting for its code exchange. */
export async function pendingSingpassAuthorise(userId: number, authoriseState: string): Promise<SingpassAuthoriseRecord | undefined> {
  const record = await singpassAuthorise(authoriseState);
  return record && record.user_id === userId && !record.exchanged ? record : undefined;
}

/** Any user's authorise with this state still waiting for its code (what a provider page looks up). */
export async function awaitingSingpassAuthorise(authoriseState: string): Promise<SingpassAuthoriseRecord | undefined> {
  const record = await singpassAuthorise(authoriseState);
  return record && !record.exchanged ? record : undefined;
}

/** Exchanges are ordered: the latest one a user made is the identity S02 and S03 read. */
const exchangeOrder = defineIdSequence(1);

/** The code was exchanged: the authorise is used up and becomes the user's latest identity. */
export async function completeSingpassAuthorise(record: SingpassAuthoriseRecord): Promise<void> {
  await singpassAuthorises.update(record, (draft) => {
    draft.exchanged = true;
    draft.exchange_order = exchangeOrder.next();
  });
}

export async function latestSingpassAuthorise(userId: number): Promise<SingpassAuthoriseRecord | undefined> {
  const exchanged = (await singpassAuthorises()).findMany((q) => q.where({ user_id: userId, exchanged: true }));
  return exchanged.sort((a, b) => (b.exchange_order ?? 0) - (a.exchange_order ?? 0))[0];
}

/** Records a social authorise request; undefined when its `state` was used before. */
export function startSocialAuthorise(request: Omit<SocialAuthoriseRecord, 'created_at' | 'answered'>): Promise<SocialAuthoriseRecord | undefined> {
  return socialAuthorises.exclusive(async () => {
    if (await recordedSocialAuthorise(request.state)) return undefined;
    return socialAuthorises.create({ ...request, created_at: mockNow(), answered: false });
  });
}

/** The social authorise with this state that the provider has not answered yet. */
export async function awaitingSocialAuthorise(authoriseState: string): Promise<SocialAuthoriseRecord | undefined> {
  const record = await recordedSocialAuthorise(authoriseState);
  return record && !record.answered ? record : undefined;
}

/** The social authorise the app started with this state, answered or not (undefined: the state never existed). */
export async function recordedSocialAuthorise(authoriseState: string): Promise<SocialAuthoriseRecord | undefined> {
  return (await socialAuthorises()).findFirst((q) => q.where({ state: authoriseState }));
}

/** The provider page answered it: the same authorise never yields a second code. */
export async function answerSocialAuthorise(record: SocialAuthoriseRecord): Promise<void> {
  await socialAuthorises.update(record, (draft) => {
    draft.answered = true;
  });
}

export function recordTracker(fields: Omit<TrackerRecord, 'id' | 'recorded_at'>): Promise<TrackerRecord> {
  return trackers.insert({ ...fields, recorded_at: mockNow() });
}

export function logCampaign(userId: number | null, utm: Record<string, string>): Promise<CampaignLogRecord> {
  return campaignLogs.insert({ user_id: userId, utm, logged_at: mockNow() });
}
