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

/** The islands' module script; it waits for the load event itself (islands/entry.islands.tsx). */
export function IslandsScript({ src, nonce }: { src: string; nonce: string | undefined }) {
  return <script type="module" src={src} nonce={nonce} />;
}
