/** The HTML stream rewritten so the first paint is the server's HTML alone (web/src/app/deferred-hydration.ts). */
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { deferHydration } from '../../web/src/app/deferred-hydration';

// The shape React Router's <Scripts> renders (see a production page): preloads in the head, the route
// modules imported by an inline module script at the end of the body.
const PAGE = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/chunk-B.js" nonce="n1"/>',
  '<link nonce="n1" rel="stylesheet" href="/assets/root.css"/></head><body><h1>وظائف</h1><a href="/ar/jobs-hiring/">ابحث</a>',
  '<script id="app-state" type="application/json">{"a":"\\u003cscript"}</script>',
  '<script nonce="n1">window.__reactRouterContext = {"basename":"/"};</script>',
  '<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/home-route-D.js";\n',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"features/home/home-route":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

async function rewrite(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(deferHydration()));
}

function inChunksOf(size: number, value: string): string[] {
  const bytes = Buffer.from(value);
  const chunks: string[] = [];
  // Cut through multi-byte characters too: the decoder must put them together again.
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size).toString('latin1'));
  return chunks;
}

describe('deferHydration', () => {
  it('drops the module preloads and starts the route modules and the entry after the load event', async () => {
    const html = await rewrite([PAGE]);
    expect(html).not.toContain('modulepreload" href');
    expect(html).not.toMatch(/^\s*import \* as/m);
    const script = html.slice(html.indexOf('<script nonce="n1" type="module"'), html.indexOf('</script>', html.indexOf('type="module"')));
    expect(script.indexOf('addEventListener("load"')).toBeLessThan(script.indexOf('import('));
    // Not preloaded from script either (one long task); the imports fetch them.
    expect(script).not.toContain('modulepreload');
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-route-D.js")]);');
    expect(script.indexOf('__reactRouterRouteModules')).toBeGreaterThan(script.indexOf('Promise.all'));
    expect(script).toContain('import("/assets/entry.client-A.js");');
  });

  it('leaves everything else as rendered: the content, the state and the other scripts', async () => {
    const html = await rewrite([PAGE]);
    for (const part of ['<h1>وظائف</h1><a href="/ar/jobs-hiring/">ابحث</a>', '<script id="app-state" type="application/json">{"a":"\\u003cscript"}</script>', '<link nonce="n1" rel="stylesheet" href="/assets/root.css"/>', 'streamController.close();</script></body></html>']) {
      expect(html).toContain(part);
    }
  });

  it("starts an island page's entry after the load event too (decision 0027)", async () => {
    const islandScript = '<script type="module" nonce="n1">import "/assets/islands/entry.islands-E.js";</script>';
    const html = await rewrite([PAGE.replace(/<script nonce="n1" type="module".*?<\/script>/s, islandScript)]);
    const script = html.slice(html.indexOf('<script type="module" nonce="n1">'), html.indexOf('</script>', html.indexOf('<script type="module" nonce="n1">')));
    expect(script.indexOf('addEventListener("load"')).toBeGreaterThan(-1);
    expect(script.indexOf('addEventListener("load"')).toBeLessThan(script.indexOf('await import("/assets/islands/entry.islands-E.js");'));
    expect(script).not.toMatch(/^\s*import "/m);
    expect(script).not.toContain('Promise.all');
  });

  it.each([1, 3, 17, 64])('gives the same page when the stream arrives in chunks of %i bytes', async (size) => {
    const whole = await rewrite([PAGE]);
    const bytes = inChunksOf(size, PAGE).map((chunk) => Buffer.from(chunk, 'latin1'));
    const chunked = await text(Readable.from(bytes).pipe(deferHydration()));
    expect(chunked).toBe(whole);
  });
});

describe('deferHydration with the built stylesheets', () => {
  const CSS = '.job-card{padding:8px}';
  const stylesheetText = (href: string) => (href === '/assets/root.css' ? CSS : undefined);

  it("inlines a known stylesheet with the page's nonce and keeps its link, switched to print, for the browser to hand over", async () => {
    const html = await text(Readable.from([Buffer.from(PAGE)]).pipe(deferHydration({ stylesheetText, nonce: 'n1' })));
    expect(html).toContain(`<style nonce="n1" data-inlined-href="/assets/root.css">${CSS}</style><link nonce="n1" rel="stylesheet" href="/assets/root.css" media="print"/>`);
  });

  it("inlines a chunk's stylesheet, which React Router links with a '#' after its path", async () => {
    const page = PAGE.replace('href="/assets/root.css"', 'href="/assets/root.css#"');
    const html = await text(Readable.from([Buffer.from(page)]).pipe(deferHydration({ stylesheetText, nonce: 'n1' })));
    expect(html).toContain(`<style nonce="n1" data-inlined-href="/assets/root.css#">${CSS}</style><link nonce="n1" rel="stylesheet" href="/assets/root.css#" media="print"/>`);
  });

  it('leaves an unknown stylesheet, and one whose text could end the style element, as links', async () => {
    const unknown = await text(Readable.from([Buffer.from(PAGE)]).pipe(deferHydration({ stylesheetText: () => undefined, nonce: 'n1' })));
    expect(unknown).toContain('<link nonce="n1" rel="stylesheet" href="/assets/root.css"/>');
    const hostile = await text(Readable.from([Buffer.from(PAGE)]).pipe(deferHydration({ stylesheetText: () => 'a{}</style><script>x()</script>', nonce: 'n1' })));
    expect(hostile).not.toContain('<style');
  });
});
