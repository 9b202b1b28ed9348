/**
 * The session's own calls (log out, guest login, the get-started record), made outside TanStack Query
 * by the session rules: in web/src only `*-queries.ts` modules take values from generated code.
 */
export { logOut, loginAsGuest } from '@sdk/generated/auth/hooks';
export { recordGetStartedClick } from '@sdk/generated/jobseeker/hooks';
