// @vitest-environment jsdom
/**
 * One policy, two sanitizers: the server's (sanitize-html) and the browser's (DOMPurify) build the same DOM
 * from the same allowed HTML, so a job page rendered on the server and the same job opened by a client
 * navigation look the same. Under jsdom, for DOMPurify (cure53/DOMPurify#1457).
 */
import { describe, expect, it } from 'vitest';
import { UNSAFE_HTML_JOB_IDS } from '../../mocks/seed/fixtures';
import { generateSeed } from '../../mocks/seed/generate';
import { sanitizeServerHtml } from '../../server/sanitize-html-server';
import { sanitizeHtml } from '../../web/src/lib/sanitize-html';
import { normalizedHtml } from '../support/sanitized-html-checks';

const JOB_DESCRIPTION = `
<h3>About the role</h3>
<p>Sampaguita Audit &amp; Advisory is hiring a <strong>Senior Accountant</strong> for its Makati office.&nbsp;You will report to the <em>Finance Director</em>.</p>
<h4>What you will do</h4>
<ul>
  <li>Prepare monthly <b>financial statements</b> &lt;IFRS&gt;</li>
  <li>Lead the year-end audit<br>with the external auditors
    <ol><li>Plan</li><li>Review <i>working papers</i></li></ol>
  </li>
  <li><u>Improve</u> the closing process</li>
</ul>
<p>See <a href="https://sampaguita.example/careers" target="_blank">our careers page</a>, <a href="/company/sampaguita-audit-and-advisory-2001" target="x" rel="nofollow">our profile</a>,
<a href="#benefits">benefits</a>, <a href="mailto:hr@sampaguita.example">hr@sampaguita.example</a> or call <a href="tel:+63281234567">+63 2 8123 4567</a>.</p>
<p dir="auto"><span>مرحبا</span> — 你好 — "quoted" 'text' &copy; 2026</p>`;

describe('the server and the browser sanitize allowed HTML alike', () => {
  it('a realistic job description: headings, nested lists, entities, links with targets', () => {
    const server = normalizedHtml(sanitizeServerHtml(JOB_DESCRIPTION));
    expect(server).toBe(normalizedHtml(sanitizeHtml(JOB_DESCRIPTION)));
    // And it kept the description's markup (not two empty strings alike).
    expect(server).toContain('<a href="/company/sampaguita-audit-and-advisory-2001" target="_blank" rel="noopener noreferrer">our profile</a>');
    expect(server).toContain('<ol><li>Plan</li><li>Review <i>working papers</i></li></ol>');
  });

  it('the seeded job and company descriptions', () => {
    const seed = generateSeed({ jobsPerCountry: 60 });
    // A sample: the texts come from a few templates, and DOMPurify under jsdom takes about 1 ms a text.
    const texts = [
      ...seed.jobs.slice(0, 80).filter((job) => !UNSAFE_HTML_JOB_IDS.includes(job.id)).flatMap((job) => [job.description_html, job.requirements_html]),
      ...seed.companies.slice(0, 40).map((company) => company.description_html),
    ].filter((text) => text.trim() !== '');
    expect(texts.length).toBeGreaterThan(150);
    for (const text of texts) expect(normalizedHtml(sanitizeServerHtml(text)), text).toBe(normalizedHtml(sanitizeHtml(text)));
  });
});
