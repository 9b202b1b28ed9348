/**
 * The /get-started page's method tab, in its URL (`?method=password`): the server renders the chosen
 * method's panel, and each tab is a real link that works before hydration. The default method has no
 * parameter, so `/get-started` stays the page's address.
 */
export const SIGN_IN_METHODS = ['email', 'password', 'magic', 'register'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const DEFAULT_SIGN_IN_METHOD: SignInMethod = 'email';
export const SIGN_IN_METHOD_PARAM = 'method';

/** The method a URL's query names; the default for none or an unknown one. */
export function signInMethodFrom(search: string): SignInMethod {
  const named = new URLSearchParams(search).get(SIGN_IN_METHOD_PARAM);
  return SIGN_IN_METHODS.find((method) => method === named) ?? DEFAULT_SIGN_IN_METHOD;
}

/** This page's address with `method` chosen; every other parameter (`redirect`, an invite code) kept. */
export function signInMethodHref(pathname: string, search: string, method: SignInMethod): string {
  const params = new URLSearchParams(search);
  if (method === DEFAULT_SIGN_IN_METHOD) params.delete(SIGN_IN_METHOD_PARAM);
  else params.set(SIGN_IN_METHOD_PARAM, method);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
