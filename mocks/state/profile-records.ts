/**
 * The records of the online profile state. Apart from profile.ts so that the seed (profile-seed.ts)
 * and the state can both name them without an import cycle.
 */
import type {
  JobPreference, ProfileEducation, ProfileLanguage, ProfileLicenseCertification, ProfileLink, ProfileSkill, ProfileWorkExperience,
} from '../../sdk/generated/jobseeker/hooks';

type Owned<T> = T & { user_id: number };

export type WorkExperienceRecord = Owned<ProfileWorkExperience>;
/** `education_level_value` is a label, derived when replying. */
export type EducationRecord = Owned<Omit<ProfileEducation, 'education_level_value'>>;
export type LicenseRecord = Owned<ProfileLicenseCertification>;
export type LinkRecord = Owned<ProfileLink>;
export type SkillRecord = Owned<ProfileSkill>;
/** `language_value` is a label, derived when replying. */
export type LanguageRecord = Owned<Omit<ProfileLanguage, 'language_value'>>;
export type JobPreferenceRecord = Owned<JobPreference>;

/** Profile fields that are not on the account record. */
export interface ProfileDetailsRecord {
  user_id: number;
  birthday: string | null;
  nationality_id: number | null;
  current_location_id: number | null;
  home_address: string | null;
  floor_unit: string | null;
  work_since: string | null;
  job_seeker_type: 'experienced' | 'fresh_graduate';
  job_seeking_status: 'actively_looking' | 'open_to_offers' | 'not_looking';
  summary: string | null;
}

export interface ProfileState {
  details: Map<number, ProfileDetailsRecord>;
  workExperiences: Map<number, WorkExperienceRecord>;
  educations: Map<number, EducationRecord>;
  licenses: Map<number, LicenseRecord>;
  links: Map<number, LinkRecord>;
  skills: Map<number, SkillRecord>;
  languages: Map<number, LanguageRecord>;
  preferences: Map<number, JobPreferenceRecord>;
  /** One id sequence for every collection, so ids never repeat across them. */
  nextId: number;
}

export type ProfileCollection = Exclude<keyof ProfileState, 'details' | 'nextId'>;
