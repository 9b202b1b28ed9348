/** Every page: its path (under each language prefix) and its route module in ./routes. */
/** [path, route module]; `null` is the index page. */
export const PAGES: readonly (readonly [string | null, string])[] = [
  [null, 'routes/home.tsx'],
  ['jobs-hiring/:keyword?', 'routes/job-search.tsx'],
  ['job/:slug', 'routes/job-detail.tsx'],
  ['job/:slug/apply/success', 'routes/apply-success.tsx'],
  ['company/:slug/:tab?', 'routes/company.tsx'],
  ['companies', 'routes/companies.tsx'],
  ['onsite-job', 'routes/onsite-job.tsx'],
  ['remote-jobs', 'routes/remote-jobs.tsx'],
  ['web3-jobs', 'routes/web3-jobs.tsx'],
  ['maintenance', 'routes/maintenance.tsx'],
  ['singpass-verification', 'routes/singpass-verification.tsx'],
  ['interviews', 'routes/interviews.tsx'],
  ['manage-profile', 'routes/manage-profile.tsx'],
  ['singpass/callback', 'routes/singpass-callback.tsx'],
  ['get-started', 'routes/get-started.tsx'],
  ['get-started/magic-link', 'routes/magic-link.tsx'],
  ['get-started/phone', 'routes/phone.tsx'],
  ['get-started/qr', 'routes/qr.tsx'],
  ['get-started/social/:provider', 'routes/social-start.tsx'],
  ['get-started/social/:provider/callback', 'routes/social-callback.tsx'],
  ['jobseeker-login-redirect', 'routes/login-redirect.tsx'],
  ['get-started/reset-password', 'routes/reset-password.tsx'],
  ['change-password', 'routes/change-password.tsx'],
  ['verify-mobile', 'routes/verify-mobile.tsx'],
  ['verify-email', 'routes/verify-email.tsx'],
  // :chatId is a conversation id or `sent-resumes`; one route, so the chat's realtime connection stays between them.
  ['chat/:chatId?', 'routes/chat.tsx'],
  ['*', 'routes/not-found.tsx'],
];

