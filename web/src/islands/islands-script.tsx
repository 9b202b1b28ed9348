/**
 * The script that takes a guest's island page over, in place of React Router's (decision 0027); the
 * server renders it where <Scripts> would be (app/server-scripts.tsx).
 */
import { createContext, useContext } from 'react';

/** The islands' entry when this page is rendered as islands, else null (entry.server.tsx decides: islands-page.ts). */
export const IslandsPageContext = createContext<string | null>(null);

export function useIslandsEntry(): string | null {
  return useContext(IslandsPageContext);
}

/**
 * The islands' module script. Its import becomes an import after the load event (app/deferred-hydration.ts,
 * decision 0021): a `src` would put the islands' JavaScript before the load event, competing with the first paint.
 */
export function IslandsScript({ src, nonce }: { src: string; nonce: string | undefined }) {
  return <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: `import ${JSON.stringify(src)};` }} />;
}
