/**
 * The online profile of each job seeker: basic details beside the account record, and the profile's
 * collections (work experiences, educations, licenses, links, skills, languages, job preferences).
 * Records are flat, keyed by id, and point at their owner by `user_id`. Names, phone, notice period
 * and identity stay on the account record (accounts.ts), which the session user cookie shows.
 */
import { defineDomainState } from '../db/domain-state';
import type { LanguageRecord, ProfileDetailsRecord, ProfileState } from './profile-records';
import { seedProfiles } from './profile-seed';

export type { WorkExperienceRecord, EducationRecord, LicenseRecord, LinkRecord, SkillRecord, LanguageRecord, JobPreferenceRecord, ProfileDetailsRecord, ProfileState, ProfileCollection } from './profile-records';

function createProfiles(): ProfileState {
  const state: ProfileState = {
    details: new Map(),
    workExperiences: new Map(),
    educations: new Map(),
    licenses: new Map(),
    links: new Map(),
    skills: new Map(),
    languages: new Map(),
    preferences: new Map(),
    nextId: 70_001,
  };
  seedProfiles(state);
  return state;
}

export const profiles = defineDomainState('profiles', createProfiles);

export function takeProfileId(state: ProfileState): number {
  const id = state.nextId;
  state.nextId += 1;
  return id;
}

export function emptyDetails(userId: number): ProfileDetailsRecord {
  return {
    user_id: userId, birthday: null, nationality_id: null, current_location_id: null, home_address: null, floor_unit: null,
    work_since: null, job_seeker_type: 'experienced', job_seeking_status: 'actively_looking', summary: null,
  };
}

/** The user's details, created empty on first use (new accounts have none). */
export function detailsOf(state: ProfileState, userId: number): ProfileDetailsRecord {
  let details = state.details.get(userId);
  if (!details) {
    details = emptyDetails(userId);
    state.details.set(userId, details);
  }
  return details;
}

/** The user's entries of a collection, in insertion (id) order. */
export function entriesOf<T extends { user_id: number }>(collection: Map<number, T>, userId: number): T[] {
  return [...collection.values()].filter((entry) => entry.user_id === userId);
}

/** The entry when it exists and belongs to the user (anything else is "not found" to them). */
export function ownedEntry<T extends { user_id: number }>(collection: Map<number, T>, id: number, userId: number): T | undefined {
  const entry = collection.get(id);
  return entry && entry.user_id === userId ? entry : undefined;
}

/** A reply record: the stored one without its owner. */
export function withoutOwner<T extends { user_id: number }>(entry: T): Omit<T, 'user_id'> {
  const { user_id: _owner, ...rest } = entry;
  return rest;
}

/** Stores a new entry of a collection under the next profile id and returns it. */
export function addProfileEntry<R extends { id: number }>(state: ProfileState, into: Map<number, R>, fields: Omit<R, 'id'>): R {
  const entry = { ...fields, id: takeProfileId(state) } as R;
  into.set(entry.id, entry);
  return entry;
}

/** Replaces a stored entry with its new version (same id). */
export function replaceProfileEntry<R extends { id: number }>(collection: Map<number, R>, entry: R): void {
  collection.set(entry.id, entry);
}

export function removeProfileEntry(collection: Map<number, unknown>, id: number): void {
  collection.delete(id);
}

/** Sets the given profile detail fields (created empty on first use). */
export function updateProfileDetails(state: ProfileState, userId: number, fields: Partial<Omit<ProfileDetailsRecord, 'user_id'>>): void {
  Object.assign(detailsOf(state, userId), fields);
}

export function setLanguageProficiency(language: LanguageRecord, proficiency: LanguageRecord['proficiency']): void {
  language.proficiency = proficiency;
}
