/**
 * Links that open a form of the online profile (/manage-profile?edit=<section>:<entry>#<section card>):
 * the job fit opens the preference a job is compared with, or a new one, in one click (issue 26).
 */
import type { LanguageCode } from './languages';
import { localHref, withQuery } from './local-href';

/** The sections a link may open a form of, and the query parameter that names it. */
const OPENABLE_SECTIONS = ['jobPreferences', 'workExperience'] as const;
export type OpenableSection = (typeof OPENABLE_SECTIONS)[number];
export const PROFILE_EDIT_PARAM = 'edit';

/** The id of a section's card on the profile page, the target of its menu link ("jobPreferences" → "profile-job-preferences"). */
export function profileSectionAnchor(section: string): string {
  return `profile-${section.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The profile page with the form of `entry` (an entry's id, or `new`) of `section` open. */
export function profileEditHref(language: LanguageCode, section: OpenableSection, entry: number | 'new'): string {
  return `${withQuery(localHref(language, '/:lang?/manage-profile'), { [PROFILE_EDIT_PARAM]: `${section}:${entry}` })}#${profileSectionAnchor(section)}`;
}

/** The form key (`section:entry`) a link asks to open, or null when it names no form a link may open. */
export function profileEditKeyOf(value: string | null): string | null {
  const match = /^([a-zA-Z]+):(\d+|new)$/.exec(value ?? '');
  return match && (OPENABLE_SECTIONS as readonly string[]).includes(match[1] ?? '') ? value : null;
}
