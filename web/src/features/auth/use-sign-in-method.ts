/**
 * The /get-started page's chosen method: the URL's (`?method=`, sign-in-method.ts), so the server renders
 * its panel and the tab links work before hydration. A choice made on the page replaces the URL in place
 * (no new history entry, no scroll, the page's state kept); the navigation waits for the loaders, so the
 * choice is shown optimistically meanwhile: a tab must not lag behind the key or the click.
 */
import { startTransition, useOptimistic } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInMethodFrom, signInMethodHref, type SignInMethod } from './sign-in-method';

export function useSignInMethod() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The URL's method, or the one just chosen while its navigation is under way. React commits the
  // router's new location with the end of that transition, so the two never disagree on screen, and the
  // latest of several quick choices wins.
  const [method, showMethod] = useOptimistic(signInMethodFrom(search));

  const hrefFor = (next: SignInMethod) => signInMethodHref(pathname, search, next);
  const select = (next: SignInMethod) => {
    startTransition(async () => {
      showMethod(next);
      await navigate(hrefFor(next), { replace: true, preventScrollReset: true });
    });
  };
  return { method, hrefFor, select };
}
