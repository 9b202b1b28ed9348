/**
 * The header's signed-in parts (signed-in-header.tsx), loaded when a signed-in user's header renders. On
 * the server a signed-in page's render waits for the chunk (entry.server.tsx), and once it is in, the parts
 * render at once: a page streamed before them showed no account menu to a browser that runs no script.
 * In the browser hydration keeps their server HTML until the chunk is in.
 */
import { lazy, type ComponentType } from 'react';

type SignedInHeaderModule = typeof import('./signed-in-header');
let loaded: SignedInHeaderModule | undefined;

/** Also started with a signed-in page's app (app/bootstrap.ts), so hydration seldom waits for it. */
export const signedInHeader = (): Promise<SignedInHeaderModule> =>
  import('./signed-in-header').then((module) => {
    loaded = module;
    return module;
  });

/**
 * React.lazy suspends on its first render unless the factory's thenable calls back at once, which a
 * promise never does: once the chunk is in, the factory hands it over in a thenable that does.
 */
function signedInPart<Props extends object>(pick: (module: SignedInHeaderModule) => ComponentType<Props>) {
  return lazy<ComponentType<Props>>(() => {
    const module = loaded;
    if (!module) return signedInHeader().then((fresh) => ({ default: pick(fresh) }));
    const now = { then: (onLoaded: (loadedModule: { default: ComponentType<Props> }) => void) => onLoaded({ default: pick(module) }) };
    return now as unknown as Promise<{ default: ComponentType<Props> }>;
  });
}

export const SignedInNavItems = signedInPart((module) => module.SignedInNavItems);
export const UserMenu = signedInPart((module) => module.UserMenu);
