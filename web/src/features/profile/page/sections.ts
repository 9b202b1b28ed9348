import { profileSectionAnchor } from '../../../lib/profile-edit-link';

/** The sections of the online resume built this round, in the order of the manage resume menu (spec section 2). */
export const PROFILE_SECTIONS = ['basicInfo', 'jobPreferences', 'summary', 'workExperience', 'education', 'skills', 'languages', 'links', 'licenses', 'videoResume'] as const;

export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number];

/** The id of a section's card, the target of its menu link. */
export function sectionAnchor(section: ProfileSectionId): string {
  return profileSectionAnchor(section);
}
