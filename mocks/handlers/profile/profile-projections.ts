/**
 * Reply shapes of the profile domain, built from the flat records: the records hold config-list ids only,
 * their labels come from the config lists in the request's language (English where the language has none).
 */
import type { OnlineProfile, ProfileBasicInfo, ProfileCompleteness, ProfileSection } from '../../../sdk/generated/jobseeker/hooks';
import type { AccountRecord } from '../../state/accounts';
import { withoutOwner, type EducationRecord, type LanguageRecord, type UserProfile } from '../../state/profile';
import { labelsFor } from '../config-labels';
import { assetUrl, type RequestContext } from '../request-context';
import { yearsSince } from './profile-request';

/** What labels a reply: the request's country (its config lists) and language. */
export type LabelContext = Pick<RequestContext, 'country' | 'language'>;

export function toEducation(entry: EducationRecord, ctx: LabelContext) {
  const label = labelsFor(ctx.country, ctx.language).option('educations', entry.education_level_id).value;
  return { ...withoutOwner(entry), education_level_value: label };
}

export function toLanguage(entry: LanguageRecord, ctx: LabelContext) {
  const label = labelsFor(ctx.country, ctx.language).option('language_lists', entry.language_id).value;
  return { ...withoutOwner(entry), language_value: label };
}

/** Latest start first, as the profile lists them. */
function byLatestStart<T extends { start_date: string; id: number }>(entries: T[]): T[] {
  return [...entries].sort((a, b) => b.start_date.localeCompare(a.start_date) || b.id - a.id);
}

export function workExperiencesOf(profile: Pick<UserProfile, 'workExperiences'>) {
  return byLatestStart(profile.workExperiences).map(withoutOwner);
}

export function educationsOf(profile: Pick<UserProfile, 'educations'>, ctx: LabelContext) {
  return byLatestStart(profile.educations).map((entry) => toEducation(entry, ctx));
}

export function languagesOf(profile: Pick<UserProfile, 'languages'>, ctx: LabelContext) {
  return profile.languages.map((entry) => toLanguage(entry, ctx));
}

export function toBasicInfo(profile: Pick<UserProfile, 'details'>, user: AccountRecord, ctx: Pick<RequestContext, 'origin'>): ProfileBasicInfo {
  const { user_id: _owner, ...details } = profile.details;
  return {
    id: user.id,
    email: user.email,
    phone_country_code: user.phone_country_code,
    phone_num: user.phone_num,
    is_mobile_verified: user.is_mobile_verified,
    full_name: `${user.first_name} ${user.last_name}`.trim() || user.first_name,
    avatar: assetUrl(ctx, user.avatar),
    years_of_experience: details.work_since ? Math.max(0, yearsSince(details.work_since)) : null,
    is_profile_completed: user.is_profile_completed,
    first_name: user.first_name,
    last_name: user.last_name,
    notice_period_id: user.notice_period_id,
    user_identity_id: user.user_identity_id,
    ...details,
  };
}

export function completenessOf(profile: UserProfile, user: AccountRecord): ProfileCompleteness {
  const { details } = profile;
  const done: Record<ProfileSection, boolean> = {
    basic_info: Boolean(user.first_name && user.last_name && user.phone_num && details.birthday),
    avatar: Boolean(user.avatar),
    summary: Boolean(details.summary),
    job_preferences: profile.preferences.length > 0,
    // A fresh graduate has no work history to add.
    work_experiences: profile.workExperiences.length > 0 || details.job_seeker_type === 'fresh_graduate',
    educations: profile.educations.length > 0,
    skills: profile.skills.length > 0,
    languages: profile.languages.length > 0,
  };
  const sections = Object.keys(done) as ProfileSection[];
  const missing = sections.filter((section) => !done[section]);
  return { percent: Math.round(((sections.length - missing.length) / sections.length) * 100), missing_sections: missing };
}

export function toOnlineProfile(profile: UserProfile, user: AccountRecord, ctx: RequestContext): OnlineProfile {
  return {
    basic_info: toBasicInfo(profile, user, ctx),
    job_preferences: profile.preferences.map(withoutOwner),
    work_experiences: workExperiencesOf(profile),
    educations: educationsOf(profile, ctx),
    skills: profile.skills.map(withoutOwner),
    languages: languagesOf(profile, ctx),
    links: profile.links.map(withoutOwner),
    license_certifications: profile.licenses.map(withoutOwner),
    completeness: completenessOf(profile, user),
  };
}
