/**
 * The resume rules of spec sections 5 and 9 as the contract states them (ResumeRenameRequest,
 * ResumeEmailRequest, ResumeList.max_attached, DraftList.max_drafts), for the browser's own checks
 * before a call: file type by content and size, and names without special characters.
 */
import type { TFunction } from 'i18next';
import {
  createResumeDraftBodyNameMax, renameResumeBodyFilenameMax, sendResumeEmailBodyEmailMax, updateResumeDraftBodyNameMax,
} from '@sdk/generated/jobseeker/zod';
import { checkFileContent, type FileFormat } from '../../lib/file-signature';
import { emailRule, requiredText } from '../../lib/form-rules';

export const RESUME_FORMATS: readonly FileFormat[] = ['pdf', 'doc', 'docx'];
/** Where an upload starts (ResumeUploadRequest.source): the resume page, or the online resume's upload modal. */
export type ResumeUploadSource = 'resume_page' | 'profile_modal';
/** Under 5 MB on the resume page; up to 30 MB in the profile's upload modal (spec sections 5 and 9). */
export const MAX_RESUME_MB: Record<ResumeUploadSource, number> = { resume_page: 5, profile_modal: 30 };
export const RESUME_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** renameResume's `filename`. */
export const FILENAME_MAX = renameResumeBodyFilenameMax;
/** sendResumeEmail's `email` (tighter than the sign-in forms' 255). */
export const EMAIL_MAX = sendResumeEmailBodyEmailMax;
/** A draft's name, created (createResumeDraft) or renamed (updateResumeDraft): the tighter bound. */
export const DRAFT_NAME_MAX = Math.min(createResumeDraftBodyNameMax, updateResumeDraftBodyNameMax);
/** The characters a resume name cannot carry (ResumeRenameRequest.filename's pattern). */
export const SPECIAL_CHARACTERS = `< > : " / \\ | ? * # % & { } $ ! @ ^ ~ \` = + [ ] ; , '`;
const NO_SPECIAL_CHARACTERS = /^[^<>:"/\\|?*#%&{}$!@^~`=+[\];,']+$/;

export type FileRefusal = 'empty' | 'tooLarge' | 'notDocument';

/** Why the chosen file cannot be uploaded, or undefined when it can: size first (no need to read a huge file), then content. */
export async function refuseResumeFile(file: File, source: ResumeUploadSource): Promise<FileRefusal | undefined> {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_RESUME_MB[source] * 1024 * 1024) return 'tooLarge';
  return (await checkFileContent(file, RESUME_FORMATS)) ? undefined : 'notDocument';
}

/** The name without its extension (the server keeps the file's extension, adding it when missing). */
export function baseName(filename: string): string {
  return filename.replace(/\.(pdf|docx?)$/i, '');
}

export const resumeNameRule = (t: TFunction) =>
  requiredText(t, FILENAME_MAX).regex(NO_SPECIAL_CHARACTERS, t('resumes:rules.specialCharacters', { characters: SPECIAL_CHARACTERS }));

/** An address past the bound is "too long" here, not "invalid". */
export const resumeEmailRule = (t: TFunction) => emailRule(t, EMAIL_MAX, t('common:validation.tooLong'));
