/**
 * A password sign-in sent as plain HTML, before the page's JavaScript took over: the form posts to the
 * page itself (never GET, so the password stays out of the address), and the server signs in as the
 * browser would. Once hydrated the form signs in from the browser and this never runs.
 * - Signed in with an email: the session cookies are set (as session-cookies.ts writes them) and the
 *   visitor goes where the routing rule sends them (afterSignInPath).
 * - A two-factor challenge, or no email yet: the page continues at that step (the browser takes over).
 * - Refused or invalid: the page again with the error and the login as typed (never the password).
 */
import type { TFunction } from 'i18next';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import type { SessionUser, SignInReply, TwoFactorChallenge } from '@sdk/generated/auth/hooks';
import { describeSignInError } from '../../lib/describe-error';
import { env } from '../../lib/env';
import { loadErrorMessages } from '../../lib/i18n';
import { appContext } from '../../lib/route-context';
import { afterSignInPath, redirectPolicyFrom, safeRedirectTarget } from '../../lib/session/redirects';
import { COOKIE, SESSION_COOKIE_MS } from '../../lib/session/session-cookies';
import { webClient } from '../../lib/session/web-client';
import { deviceTypeAtom, languageAtom, sessionAtom, siteOriginAtom } from '../../lib/session-atoms';
import { signInWithPassword } from './auth-queries';
import { passwordSchema } from './auth-schemas';

export interface PasswordActionData {
  /** The login as typed, to fill the form again. */
  login: string;
  error?: string;
  /**
   * Signed in, one step to go: the page shows it instead of the forms. Only what the step shows: the
   * session token goes in its cookie, never into the page's data.
   */
  step?: { kind: 'two-factor'; challenge: TwoFactorChallenge } | { kind: 'connect-email'; user: SessionUser };
}

/** Nothing about a sign-in is kept by a cache, whatever it answered. */
const NOT_STORED = { 'Cache-Control': 'no-store' };

function sessionSetCookies(reply: SignInReply, secure: boolean): string[] {
  const attributes = `; path=/; samesite=lax; max-age=${Math.round(SESSION_COOKIE_MS / 1000)}${secure ? '; secure' : ''}`;
  return [
    `${COOKIE.sessionId}=${encodeURIComponent(reply.token)}${attributes}`,
    `${COOKIE.user}=${encodeURIComponent(JSON.stringify(reply.user))}${attributes}`,
    `${COOKIE.authStatus}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax`,
  ];
}

function firstMessage(t: TFunction, values: { login: string; password: string }): string | undefined {
  const parsed = passwordSchema(t).safeParse(values);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export async function passwordSignInAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  const form = await request.formData();
  const values = { login: String(form.get('login') ?? '').trim(), password: String(form.get('password') ?? '') };
  await app.i18n.loadNamespaces(['auth']);
  const t = app.i18n.getFixedT(null, 'auth');
  const invalid = firstMessage(t, values);
  if (invalid) return data<PasswordActionData>({ login: values.login, error: invalid }, { status: 400, headers: NOT_STORED });

  let reply: SignInReply;
  try {
    reply = await signInWithPassword({ login: values.login, password: values.password, client_id: webClient.id, source: app.store.get(deviceTypeAtom) });
  } catch (failure) {
    await loadErrorMessages(app.i18n);
    return data<PasswordActionData>({ login: values.login, error: describeSignInError(failure, t) ?? t('common:failure.unknown') }, { status: 400, headers: NOT_STORED });
  }

  const secure = url.protocol === 'https:';
  if (reply.two_factor) return data<PasswordActionData>({ login: values.login, step: { kind: 'two-factor', challenge: reply.two_factor } }, { headers: NOT_STORED });
  const headers = new Headers(NOT_STORED);
  for (const cookie of sessionSetCookies(reply, secure)) headers.append('Set-Cookie', cookie);
  if (!reply.user.email) {
    // This page's render already has the session the cookies now hold.
    app.store.set(sessionAtom, { kind: 'user', sessionId: reply.token, user: reply.user });
    return data<PasswordActionData>({ login: values.login, step: { kind: 'connect-email', user: reply.user } }, { headers });
  }
  const origin = app.store.get(siteOriginAtom);
  const policy = redirectPolicyFrom(env, { development: import.meta.env.DEV });
  const target = afterSignInPath(reply.user, safeRedirectTarget(url.searchParams.get('redirect'), policy, origin), app.store.get(languageAtom), policy, origin);
  throw redirect(target, { headers });
}
