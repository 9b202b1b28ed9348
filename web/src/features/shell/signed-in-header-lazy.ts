/**
 * The header's signed-in parts (signed-in-header.tsx), loaded when a signed-in user's header renders. On
 * the server the first render waits for them; in the browser hydration keeps their server HTML until the
 * chunk is in.
 */
import { lazy } from 'react';

/** Also started with a signed-in page's app (app/browser-start.ts), so hydration seldom waits for it. */
export const signedInHeader = () => import('./signed-in-header');

export const SignedInNavItems = lazy(() => signedInHeader().then((module) => ({ default: module.SignedInNavItems })));
export const UserMenu = lazy(() => signedInHeader().then((module) => ({ default: module.UserMenu })));
