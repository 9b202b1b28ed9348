import { use, useId, useMemo } from 'react';
import { SERVER_CONTENT, useHydratingServerElement, useMountValue } from '../lib/kept-server-html';
import { sanitizerModule } from '../lib/sanitizer-module';

/**
 * HTML from a server (a job's description, a company's introduction), sanitized. While the page hydrates
 * it keeps the server's sanitized copy (lib/kept-server-html.ts) instead of sanitizing the same text again;
 * a text that arrives or changes later is sanitized here, once per text, by a sanitizer that loads then
 * (lib/sanitizer-module.ts: the component suspends until it has). `id` names the element the server
 * rendered: one fixed per page where the HTML may be inside an island (decision 0027), where useId's
 * differ from the server's.
 */
export function SafeHtml({ html, className, id: fixedId }: { html: string; className: string; id?: string }) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hydrating = useHydratingServerElement(id);
  const mountHtml = useMountValue(html);
  const keepServerCopy = hydrating && mountHtml === html;
  const sanitizer = keepServerCopy ? undefined : use(sanitizerModule());
  const content = useMemo(() => (sanitizer ? { __html: sanitizer.sanitizeHtml(html) } : SERVER_CONTENT), [sanitizer, html]);
  return <div id={id} className={className} dir="auto" dangerouslySetInnerHTML={content} suppressHydrationWarning={keepServerCopy} />;
}
