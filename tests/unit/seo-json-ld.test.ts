/** JSON-LD text that stays inside its <script> element, and the plain text the server makes of job and company HTML. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNSAFE_SNIPPETS } from '@mocks/seed/job-text';
import { htmlToText } from '@web/lib/seo/html-text';
import { jsonLdObject, serializeJsonLd } from '@web/lib/seo/json-ld';

describe('serializeJsonLd', () => {
  it('cannot be ended by a </script> in a job title', () => {
    const value = { '@type': 'JobPosting', title: 'Clerk</script><script>alert(1)</script>' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('escapes <, >, & and the JavaScript line separators, and gives any value back on JSON.parse', () => {
    expect(serializeJsonLd({ a: '<!-- & -->\u2028\u2029' })).toBe('{"a":"\\u003c!-- \\u0026 --\\u003e\\u2028\\u2029"}');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), (key, text) => {
        const value = [{ [key]: text, nested: { list: [text, 1, true, null] } }];
        const serialized = serializeJsonLd(value);
        expect(serialized).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(serialized)).toEqual(value);
      }),
    );
  });
});

describe('jsonLdObject', () => {
  it('leaves out the facts the data does not have, and keeps false, 0 and null', () => {
    expect(jsonLdObject({ a: undefined, b: false, c: 0, d: null, e: 'x' })).toEqual({ b: false, c: 0, d: null, e: 'x' });
    expect(Object.keys(jsonLdObject({ a: undefined }))).toEqual([]);
  });
});

describe('htmlToText', () => {
  it('turns paragraphs and list items into lines and decodes entities', () => {
    const html = '<p><strong>Acme &amp; Co</strong> is hiring</p><ul><li>Reconcile&nbsp;accounts</li><li>Close &lt;month&gt; &#8212; on time&#x21;</li></ul><p>Line<br>break</p>';
    expect(htmlToText(html)).toBe('Acme & Co is hiring\n• Reconcile accounts\n• Close <month> — on time!\nLine\nbreak');
  });

  it('drops the script, image and link markup planted in seeded jobs, keeping their visible text', () => {
    expect(UNSAFE_SNIPPETS.map(htmlToText)).toEqual(['See our office:', 'Apply today!', 'Click for details']);
  });

  it('never leaves a tag behind', () => {
    const html = '<div><style>p{}</style><template><p>hidden</p></template><!-- note --><p onclick="x()">Shown<img src=x onerror=alert(1)</p></div>';
    const text = htmlToText(html);
    expect(text).toBe('Shown');
    expect(text).not.toMatch(/<[a-z/!]/i);
  });
});
