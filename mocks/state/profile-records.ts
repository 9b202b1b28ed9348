/**
 * The record schemas of the online profile, derived from the reply's entries (getMyProfile) so a contract
 * change reaches the records: each entry without its labels (derived when replying) and with its owner.
 * Apart from profile.ts so that the seed (profile-seed.ts) and the state can both name them without an
 * import cycle.
 */
import { z } from 'zod';
import { getMyProfileResponse } from '../../sdk/generated/jobseeker/zod';
import type { RecordOf } from '../db/domain-collections';

const profile = getMyProfileResponse.shape.data.shape;
const owner = { user_id: z.number().int() };

export const workExperienceSchema = profile.work_experiences.element.extend(owner);
/** `education_level_value` is a label, derived when replying. */
export const educationSchema = profile.educations.element.omit({ education_level_value: true }).extend(owner);
export const licenseSchema = profile.license_certifications.element.extend(owner);
export const linkSchema = profile.links.element.extend(owner);
export const skillSchema = profile.skills.element.extend(owner);
/** `language_value` is a label, derived when replying. */
export const languageSchema = profile.languages.element.omit({ language_value: true }).extend(owner);
export const jobPreferenceSchema = profile.job_preferences.element.extend(owner);

/** Profile fields that are not on the account record. */
export const profileDetailsSchema = profile.basic_info
  .pick({
    birthday: true, nationality_id: true, current_location_id: true, home_address: true, floor_unit: true, work_since: true,
    job_seeker_type: true, job_seeking_status: true, summary: true,
  })
  .extend(owner);

export type WorkExperienceRecord = RecordOf<typeof workExperienceSchema>;
export type EducationRecord = RecordOf<typeof educationSchema>;
export type LicenseRecord = RecordOf<typeof licenseSchema>;
export type LinkRecord = RecordOf<typeof linkSchema>;
export type SkillRecord = RecordOf<typeof skillSchema>;
export type LanguageRecord = RecordOf<typeof languageSchema>;
export type JobPreferenceRecord = RecordOf<typeof jobPreferenceSchema>;
export type ProfileDetailsRecord = RecordOf<typeof profileDetailsSchema>;

/** One user's whole profile, as the replies read it. */
export interface UserProfile {
  details: ProfileDetailsRecord;
  workExperiences: WorkExperienceRecord[];
  educations: EducationRecord[];
  licenses: LicenseRecord[];
  links: LinkRecord[];
  skills: SkillRecord[];
  languages: LanguageRecord[];
  preferences: JobPreferenceRecord[];
}
