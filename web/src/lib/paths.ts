/** Typed builders for every in-app path; all of them carry the language prefix rule. */
import { encodeJobSearchUrl } from './job-search-url/encode';
import type { JobSearchFilters } from './job-search-url/types';
import type { LanguageCode } from './languages';
import { withLanguage } from './resolve-language';

export type CompanyTab = 'about' | 'life' | 'jobs';

/** The query parameter that opens the interview dialog (W13) over any page. */
export const INTERVIEW_PARAM = 'interview';

export const paths = {
  home: (language: LanguageCode) => withLanguage('/', language),
  jobSearch: (language: LanguageCode, filters: JobSearchFilters = {}) => withLanguage(encodeJobSearchUrl(filters), language),
  jobDetail: (language: LanguageCode, slug: string) => withLanguage(`/job/${encodeURIComponent(slug)}`, language),
  /** W09: where an application lands ({jobUrl}/apply/success). */
  applySuccess: (language: LanguageCode, slug: string) => withLanguage(`/job/${encodeURIComponent(slug)}/apply/success`, language),
  /** Profile setup (W04); `redirect` is where the user goes once it is complete. */
  completeProfile: (language: LanguageCode, redirect?: string) =>
    withLanguage(redirect ? `/jobseeker-complete-profile?redirect=${encodeURIComponent(redirect)}` : '/jobseeker-complete-profile', language),
  /** A step of the profile setup: `1`..`4`, or the spec's `10` and `1101` targets of step 2 (after step 1; from a resume flow). */
  completeProfileStep: (language: LanguageCode, step: string, redirect?: string) =>
    withLanguage(`/jobseeker-complete-profile/${encodeURIComponent(step)}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`, language),
  /** The online resume (W17). */
  manageProfile: (language: LanguageCode) => withLanguage('/manage-profile', language),
  company: (language: LanguageCode, slug: string, tab: CompanyTab = 'about') =>
    withLanguage(tab === 'about' ? `/company/${encodeURIComponent(slug)}` : `/company/${encodeURIComponent(slug)}/${tab}`, language),
  companies: (language: LanguageCode) => withLanguage('/companies', language),
  /** The area landing pages (W07), each with its own list; /onsite-job is also where signing in lands. */
  remoteJobs: (language: LanguageCode) => withLanguage('/remote-jobs', language),
  onsiteJobs: (language: LanguageCode) => withLanguage('/onsite-job', language),
  web3Jobs: (language: LanguageCode) => withLanguage('/web3-jobs', language),
  getStarted: (language: LanguageCode, redirect?: string) =>
    withLanguage(redirect ? `/get-started?redirect=${encodeURIComponent(redirect)}` : '/get-started', language),
  getStartedPhone: (language: LanguageCode) => withLanguage('/get-started/phone', language),
  getStartedQr: (language: LanguageCode) => withLanguage('/get-started/qr', language),
  getStartedSocial: (language: LanguageCode, provider: 'google' | 'apple' | 'facebook') =>
    withLanguage(`/get-started/social/${provider}`, language),
  getStartedMagicLink: (language: LanguageCode) => withLanguage('/get-started/magic-link', language),
  singpassVerification: (language: LanguageCode) => withLanguage('/singpass-verification', language),
  resetPassword: (language: LanguageCode) => withLanguage('/get-started/reset-password', language),
  /** Bind or change the signed-in user's phone with an SMS code. */
  verifyMobile: (language: LanguageCode) => withLanguage('/verify-mobile', language),
  /** The signed-in user's interviews (W13), by status. */
  interviews: (language: LanguageCode) => withLanguage('/interviews', language),
  /** `path` (with its own query, if any) with the interview dialog open over it: `/chat/12?interview=700001`. */
  interview: (language: LanguageCode, path: string, id: number) => {
    const url = new URL(path, 'http://in-app.invalid');
    url.searchParams.set(INTERVIEW_PARAM, String(id));
    return withLanguage(`${url.pathname}${url.search}${url.hash}`, language);
  },
  changePassword: (language: LanguageCode, { email, otp }: { email: string; otp: string }) =>
    withLanguage(`/change-password?${new URLSearchParams({ email, otp }).toString()}`, language),
  /** The chat page (W12): the conversation list, or one conversation. */
  chat: (language: LanguageCode, chatId?: number) => withLanguage(chatId === undefined ? '/chat' : `/chat/${chatId}`, language),
  /** Resume management (W18), with a template of the free template page chosen (`?template=`). */
  manageResume: (language: LanguageCode, templateId?: number) =>
    withLanguage(templateId === undefined ? '/manage-resume' : `/manage-resume?template=${templateId}`, language),
  /** AI resume analysis (W19), signed in. */
  resumeAnalysis: (language: LanguageCode) => withLanguage('/resume-analysis', language),
  /** The free resume-template page (W22), public. */
  resumeTemplates: (language: LanguageCode) => withLanguage('/resume-templates', language),
  /** The chat page with the record of resumes sent to recruiters beside the conversation list. */
  chatSentResumes: (language: LanguageCode) => withLanguage('/chat/sent-resumes', language),
  /** My jobs (W14): `/recommended-job` (the default tab) or `/recommended-job/{tab}`, e.g. `saved`. */
  myJobs: (language: LanguageCode, tab?: string) => withLanguage(tab ? `/recommended-job/${encodeURIComponent(tab)}` : '/recommended-job', language),
  /** Account settings (W16): one of its tabs (notifications, blocked-companies, job-alerts, greetings, account). */
  accountSettings: (language: LanguageCode, tab?: string) =>
    withLanguage(tab ? `/account-settings/${encodeURIComponent(tab)}` : '/account-settings', language),
  /** The notification center (W24). */
  notifications: (language: LanguageCode) => withLanguage('/notifications', language),
  /** The feedback form (W25). */
  feedback: (language: LanguageCode) => withLanguage('/feedback', language),
  /** Invite friends (W21). */
  inviteFriends: (language: LanguageCode) => withLanguage('/invite-friends', language),
  /** The currency converter (W23), public. */
  currencyConverter: (language: LanguageCode) => withLanguage('/currency-converter', language),
  /** The app download page (W28), public. */
  appDownload: (language: LanguageCode) => withLanguage('/download-app', language),
} as const;

/** The numeric id at the end of a slug ("senior-accountant-1234" → 1234). */
export function idFromSlug(slug: string | undefined): number | undefined {
  const match = /(\d+)$/.exec(slug ?? '');
  return match ? Number(match[1]) : undefined;
}
