/**
 * Through the server render, as the production server sends it: a job whose description holds the forty
 * XSS payloads (tests/support/xss-payloads.ts, set in the mock database this file's mock server reads).
 * Its description section passes the checks the sanitizers' suites use, it is exactly what the server's
 * sanitizer makes of the text, and nothing of the text turns into something that runs anywhere else in
 * the page (the state and JSON-LD it travels in, the meta description).
 */
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDatabase, initDatabase } from '../../mocks/db/database';
import { UNSAFE_HTML_JOB_IDS } from '../../mocks/seed/fixtures';
import { sanitizeServerHtml } from '../../server/sanitize-html-server';
import { lostMarkup, normalizedHtml, sanitizedHtmlProblems } from '../support/sanitized-html-checks';
import { XSS_PAYLOADS, wrapXssPayload } from '../support/xss-payloads';
import { productionServerForFile, type RawReply } from './production-server';

const server = productionServerForFile();

/** A seeded ph job (the site without a Host of its own) that already serves the unsafe-HTML suites. */
const JOB_ID = UNSAFE_HTML_JOB_IDS[0]!;
const DESCRIPTION = XSS_PAYLOADS.map(wrapXssPayload).join('\n');
/** Schemes that run or render what the URL holds, wherever a page's attribute loads or navigates to it. */
const RUNNING_SCHEMES = new Set(['javascript:', 'vbscript:', 'data:']);
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'data', 'poster', 'xlink:href'];

let reply: RawReply;
let page: Document;

beforeAll(async () => {
  await initDatabase();
  await getDatabase().jobs.update((query) => query.where({ id: JOB_ID }), {
    data(job) {
      job.description_html = DESCRIPTION;
    },
  });
  const slug = getDatabase().indexes.jobsById.get(JOB_ID)?.slug;
  reply = await server.get(`/job/${slug}`);
  page = new JSDOM(reply.text).window.document;
});

function descriptionSection(): Element {
  const section = page.querySelector('section[aria-labelledby="job-description-title"] .html-content');
  if (!section) throw new Error(`the job page has no description section (status ${reply.status})`);
  return section;
}

describe('a job page whose description holds the forty XSS payloads', () => {
  it('renders, with the description the mock database holds', () => {
    expect(reply.status).toBe(200);
    expect(descriptionSection().querySelector('h3')?.textContent).toBe('Case 1');
  });

  it('has nothing unsafe in its description section, and the allowed markup of the text', () => {
    const html = descriptionSection().innerHTML;
    expect(sanitizedHtmlProblems(html)).toEqual([]);
    expect(lostMarkup(html, XSS_PAYLOADS[0]!, 0)).toEqual([]);
    // What the server's sanitizer makes of the text, nothing more or less: the render went through it.
    expect(normalizedHtml(html)).toBe(normalizedHtml(sanitizeServerHtml(DESCRIPTION)));
  });

  it('runs nothing of the text anywhere in the page', () => {
    const nonce = /'nonce-([^']+)'/.exec(String(reply.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const problems: string[] = [];
    for (const element of Array.from(page.querySelectorAll('*'))) {
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name)) problems.push(`event handler ${name} on <${element.localName}>`);
        if (!URL_ATTRIBUTES.includes(name.toLowerCase())) continue;
        let protocol = '';
        try {
          protocol = new URL(value, 'https://jobchat.test').protocol;
        } catch {
          // Not a URL the browser would load.
        }
        if (RUNNING_SCHEMES.has(protocol)) problems.push(`${name}=${JSON.stringify(value.slice(0, 60))} on <${element.localName}>`);
      }
    }
    for (const script of Array.from(page.querySelectorAll('script'))) {
      const data = ['application/json', 'application/ld+json'].includes(script.type);
      if (!data && script.getAttribute('nonce') !== nonce) problems.push(`a script without the page's nonce: ${script.outerHTML.slice(0, 120)}`);
    }
    for (const element of Array.from(page.querySelectorAll('iframe, object, embed, base, meta[http-equiv], svg, math, template, noscript'))) {
      problems.push(`<${element.localName}>: ${element.outerHTML.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
  });
});
