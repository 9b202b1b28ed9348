/**
 * The resume-flow flags (spec section 4): a visitor who starts from creating a resume or from a quick
 * resume upload is marked on this device, so the profile setup sends them on by the resume-flow step
 * target (`/jobseeker-complete-profile/1101`) after step 1. Completing the profile clears every flag.
 * Kept in localStorage: read and written only in the browser (event handlers and effects).
 */
export const RESUME_FLOW_FLAGS = {
  /** Started from creating a resume (a template, or "generate from my profile"). */
  createResume: 'jobchat_resume_flow_create_resume',
  /** Started from a quick resume upload. */
  quickUpload: 'jobchat_resume_flow_quick_upload',
} as const;

export type ResumeFlowFlag = keyof typeof RESUME_FLOW_FLAGS;

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): FlagStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage switched off (privacy settings): the flow simply takes the usual path.
    return undefined;
  }
}

export function setResumeFlowFlag(flag: ResumeFlowFlag, storage: FlagStorage | undefined = browserStorage()): void {
  storage?.setItem(RESUME_FLOW_FLAGS[flag], '1');
}

/** Whether the visitor came from a resume flow (any flag set). */
export function inResumeFlow(storage: FlagStorage | undefined = browserStorage()): boolean {
  return Object.values(RESUME_FLOW_FLAGS).some((key) => storage?.getItem(key) === '1');
}

export function clearResumeFlowFlags(storage: FlagStorage | undefined = browserStorage()): void {
  for (const key of Object.values(RESUME_FLOW_FLAGS)) storage?.removeItem(key);
}
