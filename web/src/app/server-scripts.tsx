/**
 * React Router's <Scripts>, rendered by the server only (docs/decisions/0021-hydration-after-the-first-paint.md),
 * or on a guest's island page the islands' script instead (decision 0027).
 * In the browser <Scripts> renders nothing once hydrated, but while hydrating it renders the page's
 * modulepreload links again. app/deferred-hydration.ts took them out of the HTML, so React 19 inserts
 * them into the head (one link element each, 60–70 of them: a 300 ms task at 4× CPU) only to remove them
 * when hydration ends. The server's script elements stay where they are: they are children of <body>,
 * where React's hydration steps over elements it does not render.
 */
import { Scripts } from 'react-router';
import { IslandsScript, useIslandsEntry } from '../islands/islands-script';

export function ServerScripts({ nonce }: { nonce: string | undefined }) {
  const islandsEntry = useIslandsEntry();
  if (typeof document !== 'undefined') return null;
  return islandsEntry ? <IslandsScript src={islandsEntry} nonce={nonce} /> : <Scripts nonce={nonce} />;
}
