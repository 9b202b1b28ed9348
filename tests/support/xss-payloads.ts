/**
 * Forty well-known XSS payloads (the OWASP XSS filter evasion cheat sheet, DOMPurify's and sanitize-html's
 * own test vectors, published mXSS bypasses), for the suites that check server HTML's two sanitizers
 * (tests/unit/sanitize-server.test.ts, tests/unit/sanitize-browser.test.ts) and the server render
 * (tests/server/job-page-xss.test.ts). `keeps`: text of allowed markup inside the payload that must
 * survive it. `wrapXssPayload` sets each one in allowed markup that must survive too.
 */

export interface XssPayload {
  name: string;
  html: string;
  keeps?: string;
}

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // Scripts
  { name: 'script element', html: '<script>alert(1)</script>' },
  { name: 'uppercase external script', html: '<SCRIPT SRC=https://xss.test/xss.js></SCRIPT>' },
  { name: 'script split by a nested script', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { name: 'breaking out of a quoted attribute', html: '"><script>alert(1)</script><p title="x">quoted</p>', keeps: 'quoted' },
  // Event handlers
  { name: 'img onerror', html: '<img src=x onerror=alert(1)>' },
  { name: 'svg onload', html: '<svg onload=alert(1)><circle r="10"></circle></svg>' },
  { name: 'body onload', html: '<body onload=alert(1)>' },
  { name: 'handlers on an allowed element', html: '<p onclick="alert(1)" OnMouseOver=alert(2)>handlers</p>', keeps: 'handlers' },
  { name: 'details ontoggle', html: '<details open ontoggle=alert(1)><summary>toggle</summary></details>' },
  { name: 'input autofocus onfocus', html: '<input autofocus onfocus=alert(1)>' },
  { name: 'source onerror in video', html: '<video><source onerror="alert(1)"></video>' },
  { name: 'handler and style on a kept link', html: '<a href="https://x.test" onmouseover="alert(1)" style="position:fixed;inset:0">overlay</a>', keeps: 'overlay' },
  // URLs
  { name: 'javascript: link', html: '<a href="javascript:alert(1)">js link</a>', keeps: 'js link' },
  { name: 'mixed-case javascript: link', html: '<a href="JaVaScRiPt:alert(1)">mixed case</a>', keeps: 'mixed case' },
  {
    name: 'decimal entities',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">decimal</a>',
    keeps: 'decimal',
  },
  {
    name: 'hex entities',
    html: '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">hex</a>',
    keeps: 'hex',
  },
  {
    name: 'zero-padded entities without semicolons',
    html: '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">padded</a>',
    keeps: 'padded',
  },
  { name: 'tab entity inside the scheme', html: '<a href="jav&#x09;ascript:alert(1)">tab</a>', keeps: 'tab' },
  { name: 'newline inside the scheme', html: '<a href="jav\nascript:alert(1)">newline</a>', keeps: 'newline' },
  { name: 'control characters before the scheme', html: '<a href=" &#14;  javascript:alert(1)">control</a>', keeps: 'control' },
  { name: 'named entities for colon and tab', html: '<a href="java&Tab;script&colon;alert(1)">named</a>', keeps: 'named' },
  { name: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">vbscript</a>', keeps: 'vbscript' },
  { name: 'data: HTML link', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>', keeps: 'data' },
  { name: 'img javascript: src', html: '<IMG SRC="javascript:alert(\'XSS\');">' },
  // Embedding, navigation and style
  { name: 'iframe javascript: src', html: '<iframe src="javascript:alert(1)"></iframe>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>' },
  { name: 'object and embed', html: '<object data="javascript:alert(1)"></object><embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">' },
  { name: 'form action and formaction', html: '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">submit</button></form>' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { name: 'base href', html: '<base href="javascript:alert(1)//">' },
  { name: 'style element and link stylesheet', html: '<style>@import "https://xss.test/x.css";</style><link rel="stylesheet" href="javascript:alert(1)">' },
  { name: 'DOM clobbering and styling attributes', html: '<span id="location" name="cookie" class="x" data-x="1" aria-label="x" style="color:red">clobber</span>', keeps: 'clobber' },
  // mXSS and namespace confusion
  { name: 'noscript closed inside an attribute', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>' },
  { name: 'template content', html: '<template><img src=x onerror=alert(1)></template>' },
  { name: 'math, mtext, table, mglyph and style (DOMPurify 2.0.0 bypass)', html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>' },
  { name: 'svg, closing p and style (DOMPurify 2.0.17 bypass)', html: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">' },
  { name: 'nested forms through math (DOMPurify 2.2.2 bypass)', html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>' },
  // Parser tricks
  { name: 'comment that closes at once', html: '<!--><script>alert(1)</script>-->' },
  { name: 'quotes breaking an img tag', html: '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">' },
  { name: 'unclosed tag', html: '<img src=x onerror=alert(1)//' },
];

/**
 * The payload set in allowed markup: a heading, a paragraph with a link that opens a new tab, and a
 * list. The heading and the paragraph come first, so they must survive any payload; the list may be
 * swallowed by one that leaves a tag open (an unclosed comment or tag).
 */
export function wrapXssPayload(payload: XssPayload, index: number): string {
  const n = index + 1;
  return (
    `<h3>Case ${n}</h3><p>Before <strong>case ${n}</strong> <a href="https://jobchat.test/jobs/${n}" target="x">link ${n}</a></p>` +
    `${payload.html}<ul><li>After case ${n}</li></ul>`
  );
}
