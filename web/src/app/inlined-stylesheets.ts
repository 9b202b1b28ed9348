/**
 * The page's own stylesheets inside its HTML (decision 0021): no stylesheet request stands between the
 * HTML and the first paint. The server writes each built stylesheet React Router links as a `<style>`
 * with the page's nonce, and keeps the `<link>` (React hydrates the head as rendered) with
 * `media="print"`, so it downloads without blocking the paint. When the first client navigation starts,
 * the browser switches each link on and drops the inline copy when it has loaded
 * (`handOverInlinedStylesheets`, root.tsx), so client-side navigation manages stylesheets exactly as
 * React Router expects.
 */
import { createContext as createRouterContext } from 'react-router';

/** The text of a built stylesheet by its URL path (`/assets/x.css`), or undefined (development, unknown files). */
export type StylesheetText = (href: string) => string | undefined;

/** Set by the production server, which has the build's files; absent in development, where Vite serves styles. */
export const stylesheetTextContext = createRouterContext<StylesheetText | undefined>(undefined);

const INLINED_ATTRIBUTE = 'data-inlined-href';
const STYLESHEET_LINK = /<link\b([^>]*?)\brel="stylesheet"([^>]*?)\bhref="([^"]+)"([^>]*?)\/?>/g;

/** The HTML with each known stylesheet link doubled by its text in a `<style>`, the link switched to print. */
export function inlineStylesheets(html: string, stylesheetText: StylesheetText, nonce: string | undefined): string {
  return html.replace(STYLESHEET_LINK, (link: string, before: string, between: string, href: string, after: string) => {
    // React Router links the stylesheets of chunks a route imports with a `#` after the path.
    const text = stylesheetText(href.replace(/#.*$/, ''));
    // A text that could end the <style> element early is left as a link.
    if (text === undefined || /<\/style/i.test(text) || /\bmedia=/.test(link)) return link;
    const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
    return `<style${nonceAttribute} ${INLINED_ATTRIBUTE}="${href}">${text}</style><link${before}rel="stylesheet"${between}href="${href}"${after} media="print"/>`;
  });
}

/** In the browser, at the first client navigation: every inlined stylesheet's link applies again, and its inline copy goes when it has loaded. */
export function handOverInlinedStylesheets(doc: Document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>(`style[${INLINED_ATTRIBUTE}]`)) {
    const href = style.getAttribute(INLINED_ATTRIBUTE);
    const link = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][media="print"]')].find((candidate) => candidate.getAttribute('href') === href);
    // No link left to hand over to (the page moved on before): the copy keeps the styles.
    if (!link) continue;
    const dropCopy = () => style.remove();
    if (link.sheet) dropCopy();
    else link.addEventListener('load', dropCopy, { once: true });
    link.media = 'all';
  }
}
