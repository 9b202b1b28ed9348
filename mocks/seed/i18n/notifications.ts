/**
 * The notification center's texts (W24) in every language, by a stable key (the texts themselves are
 * data: ./notification-texts.json, one entry per language). A stored notification
 * keeps only its key and its values (mocks/state/notifications.ts); the reply renders the text in the
 * request's language (mocks/handlers/api-go/notification-text.ts), so a seeker who switches language
 * reads the same notifications in the new one. Names are placeholders (message-format.ts), so each
 * language puts them where its word order wants them; English is the fallback for an unknown language.
 */
import type { LanguageCode } from '../config/types';
import countryNamesInText from './country-names-in-text.json';
import type { Message } from './message-format';
import notificationTexts from './notification-texts.json';

/** Each text key with the values its texts may use. */
export const NOTIFICATION_TEXT_PARAMS = {
  interview_invitation: [],
  interview_rescheduled: ['platform'],
  recruiter_replied: [],
  resume_viewed: [],
  jobs_picked: ['count', 'job_title', 'place'],
  interview_reminder: [],
  vip_extended_by_invite: ['friend'],
  withdrawal_completed: ['points', 'network'],
  application_interview_stage: [],
  phone_number_shared: [],
  safety_tip: [],
  remote_jobs: ['count', 'category', 'country'],
  vip_welcome_by_invite: ['friend'],
  profile_views_this_week: [],
  complete_profile_tip: [],
} as const satisfies Record<string, readonly string[]>;

export type NotificationTextKey = keyof typeof NOTIFICATION_TEXT_PARAMS;
export type NotificationParamName<K extends NotificationTextKey = NotificationTextKey> = (typeof NOTIFICATION_TEXT_PARAMS)[K][number];

export interface NotificationText {
  title: string;
  content: Message;
}

export type NotificationTexts = Readonly<Record<NotificationTextKey, NotificationText>>;

/** Every language's texts (./notification-texts.json): each language has every key, with a title and a message. */
export const NOTIFICATION_TEXTS: Readonly<Record<LanguageCode, NotificationTexts>> = notificationTexts satisfies Record<LanguageCode, NotificationTexts>;

/**
 * A country's name as it stands inside a sentence, where that differs from the config list's label
 * (./country-names-in-text.json): English and Portuguese put an article before some names. Keyed by
 * the country_lists' country_key.
 */
export const COUNTRY_NAMES_IN_TEXT: Readonly<Partial<Record<LanguageCode, Readonly<Record<string, string>>>>> =
  countryNamesInText satisfies Partial<Record<LanguageCode, Record<string, string>>>;

/** The texts of a language; English for a language the seed does not know. */
export function notificationTextsFor(language: string): NotificationTexts {
  return Object.prototype.hasOwnProperty.call(NOTIFICATION_TEXTS, language) ? NOTIFICATION_TEXTS[language as LanguageCode] : NOTIFICATION_TEXTS['en-us'];
}
