/**
 * Checks on sanitized server HTML as a browser builds it (jsdom's HTML parser), and the suite both of its
 * sanitizers pass (tests/unit/sanitize-server.test.ts, tests/unit/sanitize-browser.test.ts); the
 * server-render test (tests/server/job-page-xss.test.ts) uses the checks too. The allow-list is stated
 * here again, not imported from web/src/lib/sanitize-policy.ts: a policy that lets more through must
 * change this file too, on purpose.
 */
import { JSDOM, VirtualConsole } from 'jsdom';
import { expect, it } from 'vitest';
import { XSS_PAYLOADS, wrapXssPayload, type XssPayload } from './xss-payloads';

const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  p: [], br: [], ul: [], ol: [], li: [], strong: [], b: [], em: [], i: [], u: [], h3: [], h4: [], span: [],
  a: ['href', 'target', 'rel'],
};
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** The page's origin, for relative links. */
const BASE_URL = 'https://jobchat.test';
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const SHOW_ELEMENTS_AND_COMMENTS = 0x1 | 0x80;

// Unsanitized payloads hold stylesheets jsdom cannot parse: what it would log about them is not the test's.
const quiet = { virtualConsole: new VirtualConsole() };
const { document } = new JSDOM('<!doctype html><html><body></body></html>', quiet).window;

/** The HTML as the browser builds it inside an element, as React's dangerouslySetInnerHTML sets it. */
export function parseHtml(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

/** The tree that HTML builds, written out again by the browser's serializer: equal for outputs that build the same DOM. */
export function normalizedHtml(html: string): string {
  return parseHtml(html).innerHTML;
}

const shown = (element: Element) => element.outerHTML.slice(0, 160);

function elementProblems(element: Element): string[] {
  const problems: string[] = [];
  const tag = element.localName;
  const allowed = element.namespaceURI === HTML_NAMESPACE && Object.hasOwn(ALLOWED_ATTRIBUTES, tag) ? ALLOWED_ATTRIBUTES[tag] : undefined;
  if (!allowed) problems.push(`element <${tag}>: ${shown(element)}`);
  for (const { name } of Array.from(element.attributes)) {
    if (/^on/i.test(name)) problems.push(`event handler ${name}: ${shown(element)}`);
    else if (!allowed?.includes(name)) problems.push(`attribute ${name} on <${tag}>: ${shown(element)}`);
  }
  const href = element.getAttribute('href');
  if (tag === 'a' && href !== null) {
    let protocol: string;
    try {
      protocol = new URL(href, BASE_URL).protocol;
    } catch {
      protocol = 'an unparsable URL';
    }
    if (!ALLOWED_PROTOCOLS.has(protocol)) problems.push(`link to ${protocol} ${JSON.stringify(href)}: ${shown(element)}`);
  }
  if (tag === 'a' && element.hasAttribute('target')) {
    const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
    if (element.getAttribute('target') !== '_blank') problems.push(`link target other than _blank: ${shown(element)}`);
    if (!rel.includes('noopener') || !rel.includes('noreferrer')) problems.push(`link with a target, without rel noopener noreferrer: ${shown(element)}`);
  }
  return problems;
}

/** Problems of every element and comment under `root` (not `root` itself). */
function treeProblems(root: Element): string[] {
  const problems: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, SHOW_ELEMENTS_AND_COMMENTS);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === node.COMMENT_NODE) problems.push(`comment <!--${(node as Comment).data.slice(0, 60)}-->`);
    else problems.push(...elementProblems(node as Element));
  }
  return problems;
}

/** In a whole page, markup can also reach past its block: attributes of <html> and <body> (`<body onload>`), the head. */
function pageProblems(html: string): string[] {
  const page = new JSDOM(`<!doctype html><html><head></head><body><div>${html}</div></body></html>`, quiet).window.document;
  const problems: string[] = [];
  for (const element of [page.documentElement, page.head, page.body]) {
    for (const { name } of Array.from(element.attributes)) problems.push(`attribute ${name} on the page's <${element.localName}>`);
  }
  for (const element of Array.from(page.head.children)) problems.push(`element <${element.localName}> in the page's head`);
  const [block, ...rest] = Array.from(page.body.childNodes);
  for (const node of rest) problems.push(`outside its block: ${node.nodeType === node.ELEMENT_NODE ? shown(node as Element) : JSON.stringify(node.textContent)}`);
  if (block && block.nodeType === block.ELEMENT_NODE) problems.push(...treeProblems(block as Element));
  return problems;
}

/**
 * Everything in sanitized HTML that the policy does not allow, as a browser reads it, inside an element
 * (a client render) and inside a page (the server's HTML): elements, attributes (event handlers named
 * apart), link schemes as the browser's URL parser resolves them, new-tab links without rel noopener
 * noreferrer, comments; and HTML that reads differently once written out and read again (mutation XSS).
 * Empty when the HTML is safe.
 */
export function sanitizedHtmlProblems(html: string): string[] {
  const container = parseHtml(html);
  const problems = [...treeProblems(container), ...pageProblems(html)];
  const written = container.innerHTML;
  const rewritten = parseHtml(written).innerHTML;
  if (rewritten !== written) problems.push(`reads differently once written out and read again: ${JSON.stringify(written)} → ${JSON.stringify(rewritten)}`);
  return [...new Set(problems)];
}

/** What of a wrapped payload's allowed markup (wrapXssPayload) and of its own `keeps` the sanitized HTML lost. */
export function lostMarkup(html: string, payload: XssPayload, index: number): string[] {
  const container = parseHtml(html);
  const n = index + 1;
  const lost: string[] = [];
  const text = (selector: string) => container.querySelector(selector)?.textContent ?? null;
  if (text('h3') !== `Case ${n}`) lost.push('the heading');
  if (text('p > strong') !== `case ${n}`) lost.push('the strong text');
  const link = container.querySelector(`a[href="https://jobchat.test/jobs/${n}"]`);
  if (link?.textContent !== `link ${n}` || link.getAttribute('target') !== '_blank') lost.push('the new-tab link');
  if (payload.keeps && !container.textContent?.includes(payload.keeps)) lost.push(`the text ${JSON.stringify(payload.keeps)}`);
  return lost;
}

/** The suite a sanitizer of server HTML passes: the forty payloads, then allowed markup kept as it was. */
export function sanitizerSuite(sanitize: (html: string) => string): void {
  const cases = XSS_PAYLOADS.map((payload, index) => [payload.name, payload, index] as const);
  it.each(cases)('%s: nothing unsafe is left, the allowed markup is', (_name, payload, index) => {
    const output = sanitize(wrapXssPayload(payload, index));
    expect(sanitizedHtmlProblems(output)).toEqual([]);
    expect(lostMarkup(output, payload, index)).toEqual([]);
  });

  it('keeps allowed markup as it was', () => {
    const html = '<h3>Role</h3><p><strong>Hi</strong> <a href="https://x.test">x</a><br>next</p><ol><li><em>One</em> <b>b</b> <i>i</i> <u>u</u></li></ol><h4><span>Two</span></h4>';
    expect(normalizedHtml(sanitize(html))).toBe(html);
  });

  it('keeps link attributes on links only, and links only to the policy schemes (not ftp, sms, … that sanitizers allow by default)', () => {
    const html = '<p target="x" rel="x">p</p><span href="https://x.test">s</span><a href="ftp://x.test/f">f</a><a href="sms:+6512345678">s</a><a href="callto:x">c</a><a href="xmpp:x@x.test">x</a>' +
      '<a href="/a" id="a" class="a" title="a" data-a="a" aria-label="a" style="color:red">a</a>';
    const output = sanitize(html);
    expect(sanitizedHtmlProblems(output)).toEqual([]);
    expect(parseHtml(output).textContent).toBe('psfscxa');
  });

  it('keeps relative, mailto and tel links, and makes a link with a target open a new tab without a handle on the page', () => {
    const links = '<a href="/jobs">a</a><a href="#apply">b</a><a href="mailto:hr@x.test">c</a><a href="tel:+6512345678">d</a>';
    expect(normalizedHtml(sanitize(`${links}<a href="https://x.test" target="_self" rel="opener">e</a>`))).toBe(
      `${links}<a href="https://x.test" target="_blank" rel="noopener noreferrer">e</a>`,
    );
  });
}
