/**
 * The browser paints the server's HTML before any of the app's JavaScript competes with it
 * (docs/decisions/0021-hydration-after-the-first-paint.md). React Router's <Scripts> preloads every
 * module of the page at high priority and imports them at once from an inline module script; this
 * rewrites the HTML stream so that:
 * - the `<link rel="modulepreload">` tags are gone from the HTML;
 * - the module script waits for the page's `load` event and a turn after it, then imports the route
 *   modules and starts entry.client. The modules are not preloaded from script either: inserting the
 *   60–70 link elements took one 330 ms task at 4× CPU, and the build lists most of a chunk's dependencies
 *   as its own imports, so the browser finds all of them within two levels of imports.
 * Until then links and forms work as plain HTML. React Router has no switch for this, hence the rewrite;
 * tests/server/deferred-hydration.test.ts checks it against the real <Scripts> output.
 */
import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { inlineStylesheets, type StylesheetText } from './inlined-stylesheets';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const STATIC_ROUTE_IMPORT = /^\s*import \* as (route\d+) from ("[^"]+");\s*$/gm;
const SIDE_EFFECT_IMPORT = /^\s*import ("[^"]+");\s*$/gm;
const SCRIPT_OPEN = '<script';
const SCRIPT_CLOSE = '</script>';

/** The module script's text, run after the load event instead of at once. */
export function deferModuleScript(source: string): string {
  const routeImports: { name: string; href: string }[] = [];
  const sideEffectImports: string[] = [];
  const rest = source
    .replace(STATIC_ROUTE_IMPORT, (_line, name: string, href: string) => {
      routeImports.push({ name, href });
      return '';
    })
    .replace(SIDE_EFFECT_IMPORT, (_line, href: string) => {
      sideEffectImports.push(href);
      return '';
    });
  const names = routeImports.map((entry) => entry.name).join(', ');
  const imports = routeImports.map((entry) => `import(${entry.href})`).join(', ');
  return [
    // After `load` and a turn: the first paint is the server's HTML, and nothing of the app delays it.
    `await new Promise((resolve) => { const later = () => setTimeout(resolve, 0); if (document.readyState === "complete") later(); else addEventListener("load", later, { once: true }); });`,
    ...sideEffectImports.map((href) => `await import(${href});`),
    // An island page's script has no route modules: only its entry (decision 0027).
    ...(routeImports.length > 0 ? [`const [${names}] = await Promise.all([${imports}]);`] : []),
    rest.trim(),
  ].join('\n');
}

function isModuleScript(openTag: string): boolean {
  return /\btype="module"/.test(openTag);
}

export interface DeferHydrationOptions {
  /** The built stylesheets' text (production): each linked one is also inlined (app/inlined-stylesheets.ts). */
  stylesheetText?: StylesheetText;
  nonce?: string;
}

/**
 * The HTML stream with hydration deferred: modulepreload links dropped, the module script rewritten
 * and, given their text, the stylesheets inlined. Text
 * is held back only while a tag it may rewrite is still incomplete.
 */
export function deferHydration({ stylesheetText, nonce }: DeferHydrationOptions = {}): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';

  /** Markup outside scripts: preloads taken out, stylesheets inlined. */
  function rewriteMarkup(html: string): string {
    const withoutPreloads = html.replace(MODULE_PRELOAD, '');
    return stylesheetText ? inlineStylesheets(withoutPreloads, stylesheetText, nonce) : withoutPreloads;
  }

  /** What can be sent of `pending`; the rest stays for the next chunk. */
  function drain(final: boolean): string {
    let out = '';
    for (;;) {
      const open = pending.indexOf(SCRIPT_OPEN);
      if (open === -1) {
        // A tag cut at the chunk's end waits for its other half.
        const lastTag = pending.lastIndexOf('<');
        const cut = final || lastTag === -1 || pending.includes('>', lastTag) ? pending.length : lastTag;
        out += rewriteMarkup(pending.slice(0, cut));
        pending = pending.slice(cut);
        return out;
      }
      const close = pending.indexOf(SCRIPT_CLOSE, open);
      if (close === -1) {
        out += rewriteMarkup(pending.slice(0, open));
        pending = pending.slice(open);
        if (final) {
          out += pending;
          pending = '';
        }
        return out;
      }
      out += rewriteMarkup(pending.slice(0, open));
      const tagEnd = pending.indexOf('>', open) + 1;
      const openTag = pending.slice(open, tagEnd);
      const body = pending.slice(tagEnd, close);
      out += isModuleScript(openTag) ? `${openTag}${deferModuleScript(body)}${SCRIPT_CLOSE}` : pending.slice(open, close + SCRIPT_CLOSE.length);
      pending = pending.slice(close + SCRIPT_CLOSE.length);
    }
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.write(chunk);
      callback(null, drain(false));
    },
    flush(callback) {
      pending += decoder.end();
      callback(null, drain(true));
    },
  });
}
