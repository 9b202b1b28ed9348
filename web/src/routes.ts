/**
 * Every page of the app, by path, and the feature route module that renders it. The first path segment
 * may name the language (`/ar/job/…`; en-us has no prefix, `/en-us/…` also works): one optional `:lang?`
 * segment, checked by the language route (app/language-route.tsx), which also holds the pages' error
 * boundary and head. Links are built from these paths with `localHref` (lib/local-href.ts), which React
 * Router's generated types check.
 */
import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('app/language-route.tsx', [
    ...prefix(':lang?', [
      index('features/home/home-route.tsx'),
      // Pages with a parameter come before pages of one static segment: `/account-settings/notifications`
      // is the settings page's tab, not a page `notifications` under a language called `account-settings`.
      // The two read alike to the router (one static and one dynamic segment each); the first listed wins.
      route('jobs-hiring/:keyword?', 'features/job-search/job-search-route.tsx'),
      route('job/:slug', 'features/job-detail/job-detail-route.tsx'),
      route('job/:slug/apply/success', 'features/job-detail/apply-success-route.tsx'),
      route('company/:slug/:tab?', 'features/company/company-route.tsx'),
      route('get-started/social/:provider', 'features/sign-in-options/social-start-route.tsx'),
      route('get-started/social/:provider/callback', 'features/sign-in-options/social-callback-route.tsx'),
      // :chatId is a conversation id or `sent-resumes`; one route, so the chat's realtime connection stays between them.
      route('chat/:chatId?', 'features/chat/chat-route.tsx'),
      route('jobseeker-complete-profile/:step?', 'features/complete-profile/complete-profile-route.tsx'),
      route('account-settings/:tab?', 'features/settings/settings-route.tsx'),
      route('recommended-job/:tab?', 'features/my-jobs/my-jobs-route.tsx'),
      route('companies', 'features/company/companies-route.tsx'),
      // The three area landing pages (W07) share one route module; the path names the area.
      route('onsite-job', 'features/area-landing/area-landing-route.tsx', { id: 'onsite-job' }),
      route('remote-jobs', 'features/area-landing/area-landing-route.tsx', { id: 'remote-jobs' }),
      route('web3-jobs', 'features/area-landing/area-landing-route.tsx', { id: 'web3-jobs' }),
      route('maintenance', 'features/system/maintenance-route.tsx'),
      route('singpass-verification', 'features/identity/singpass-verification-route.tsx'),
      route('singpass/callback', 'features/identity/singpass-callback-route.tsx'),
      route('interviews', 'features/interviews/interviews-route.tsx'),
      route('manage-profile', 'features/profile/manage-profile-route.tsx'),
      route('get-started', 'features/auth/get-started-route.tsx'),
      route('get-started/magic-link', 'features/auth/magic-link-route.tsx'),
      route('get-started/phone', 'features/sign-in-options/phone-route.tsx'),
      route('get-started/qr', 'features/sign-in-options/qr-route.tsx'),
      route('get-started/reset-password', 'features/password-reset/reset-password-route.tsx'),
      route('jobseeker-login-redirect', 'features/auth/login-redirect-route.tsx'),
      route('change-password', 'features/password-reset/change-password-route.tsx'),
      route('verify-mobile', 'features/sign-in-options/verify-mobile-route.tsx'),
      route('verify-email', 'features/password-reset/verify-email-route.tsx'),
      route('manage-resume', 'features/resumes/resumes-route.tsx'),
      route('resume-templates', 'features/resume-templates/resume-templates-route.tsx'),
      route('resume-analysis', 'features/resume-analysis/resume-analysis-route.tsx'),
      route('offline', 'features/offline/offline-route.tsx'),
      route('notifications', 'features/notifications/notifications-route.tsx'),
      route('download-app', 'features/app-download/app-download-route.tsx'),
      route('feedback', 'features/feedback/feedback-route.tsx'),
      route('invite-friends', 'features/invite-friends/invite-friends-route.tsx'),
      route('currency-converter', 'features/currency-converter/currency-converter-route.tsx'),
      route('*', 'features/system/not-found-route.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
