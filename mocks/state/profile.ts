/**
 * The online profile of each job seeker: basic details beside the account record, and the profile's
 * collections (work experiences, educations, licenses, links, skills, languages, job preferences).
 * Records are flat, point at their owner by `user_id`, and share one id sequence, so ids never repeat
 * across the collections. Names, phone, notice period and identity stay on the account record
 * (accounts.ts), which the session user cookie shows.
 */
import type { z } from 'zod';
import { defineCollection, defineIdSequence, type DomainCollection, type RecordOf } from '../db/domain-collections';
import {
  educationSchema, jobPreferenceSchema, languageSchema, licenseSchema, linkSchema, profileDetailsSchema, skillSchema, workExperienceSchema,
  type LanguageRecord, type ProfileDetailsRecord, type UserProfile,
} from './profile-records';
import { seedProfiles } from './profile-seed';

export type {
  WorkExperienceRecord, EducationRecord, LicenseRecord, LinkRecord, SkillRecord, LanguageRecord, JobPreferenceRecord, ProfileDetailsRecord, UserProfile,
} from './profile-records';

/** After the seeded entries (70_001 …), which carry their own ids. */
const profileIds = defineIdSequence(70_018);

export const profileDetails = defineCollection('profile-details', { schema: profileDetailsSchema, seed: () => seedProfiles().details });
export const workExperiences = defineCollection('work-experiences', { schema: workExperienceSchema, ids: profileIds, seed: () => seedProfiles().workExperiences });
export const educations = defineCollection('educations', { schema: educationSchema, ids: profileIds, seed: () => seedProfiles().educations });
export const licenses = defineCollection('licenses', { schema: licenseSchema, ids: profileIds, seed: () => seedProfiles().licenses });
export const links = defineCollection('links', { schema: linkSchema, ids: profileIds, seed: () => seedProfiles().links });
export const skills = defineCollection('skills', { schema: skillSchema, ids: profileIds, seed: () => seedProfiles().skills });
export const languages = defineCollection('languages', { schema: languageSchema, ids: profileIds, seed: () => seedProfiles().languages });
export const preferences = defineCollection('job-preferences', { schema: jobPreferenceSchema, ids: profileIds, seed: () => seedProfiles().preferences });

type OwnedSchema = z.ZodType<{ id: number; user_id: number }>;

export function emptyDetails(userId: number): ProfileDetailsRecord {
  return {
    user_id: userId, birthday: null, nationality_id: null, current_location_id: null, home_address: null, floor_unit: null,
    work_since: null, job_seeker_type: 'experienced', job_seeking_status: 'actively_looking', summary: null,
  };
}

/** The user's details, created empty on first use (new accounts have none). */
export function detailsOf(userId: number): Promise<ProfileDetailsRecord> {
  return profileDetails.exclusive(async () =>
    (await profileDetails()).findFirst((q) => q.where({ user_id: userId })) ?? profileDetails.create(emptyDetails(userId)));
}

/** The user's entries of a collection, in insertion (id) order. */
export async function entriesOf<S extends OwnedSchema>(collection: DomainCollection<S>, userId: number): Promise<RecordOf<S>[]> {
  const entries = (await collection()).findMany((q) => q.where((entry) => (entry as { user_id: number }).user_id === userId));
  return entries as RecordOf<S>[];
}

/** The entry when it exists and belongs to the user (anything else is "not found" to them). */
export async function ownedEntry<S extends OwnedSchema>(collection: DomainCollection<S>, id: number, userId: number): Promise<RecordOf<S> | undefined> {
  const found = (await collection()).findFirst((q) => q.where((entry) => (entry as { id: number }).id === id && (entry as { user_id: number }).user_id === userId));
  return found as RecordOf<S> | undefined;
}

/** One user's whole profile, as the replies read it. */
export async function userProfile(userId: number): Promise<UserProfile> {
  return {
    details: await detailsOf(userId),
    workExperiences: await entriesOf(workExperiences, userId),
    educations: await entriesOf(educations, userId),
    licenses: await entriesOf(licenses, userId),
    links: await entriesOf(links, userId),
    skills: await entriesOf(skills, userId),
    languages: await entriesOf(languages, userId),
    preferences: await entriesOf(preferences, userId),
  };
}

/** A reply record: the stored one without its owner. */
export function withoutOwner<T extends { user_id: number }>(entry: T): Omit<T, 'user_id'> {
  const { user_id: _owner, ...rest } = entry;
  return rest;
}

/** Replaces a stored entry with its new version (same id). */
export function replaceProfileEntry<S extends OwnedSchema>(collection: DomainCollection<S>, existing: RecordOf<S>, next: RecordOf<S>): Promise<RecordOf<S>> {
  return collection.update(existing, (draft) => {
    Object.assign(draft, next);
  });
}

/** Sets the given profile detail fields (created empty on first use). */
export async function updateProfileDetails(userId: number, fields: Partial<Omit<ProfileDetailsRecord, 'user_id'>>): Promise<ProfileDetailsRecord> {
  return profileDetails.update(await detailsOf(userId), (draft) => {
    Object.assign(draft, fields);
  });
}

export function setLanguageProficiency(language: LanguageRecord, proficiency: LanguageRecord['proficiency']): Promise<LanguageRecord> {
  return languages.update(language, (draft) => {
    draft.proficiency = proficiency;
  });
}
