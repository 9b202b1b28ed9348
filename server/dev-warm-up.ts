/**
 * `npm start` prepares the app before it says it is ready: on a fresh start Vite compiles the server
 * render (every route module, for the server) and the browser's code (and optimizes its dependencies) on
 * the first visit, which took about 12 s with nothing on screen to say so. warmUp() makes that first visit
 * itself, over HTTP, as a browser would: the home page, then every module the page's scripts import
 * statically, transitively (the code a browser loads before the page is interactive). Dynamic imports
 * (other routes, other languages' catalogs) are left to the visits that need them.
 */

/** What a page loads from its own origin up front: its stylesheets and the modules its inline module scripts import (`import("/x")`, `import "/x"`). */
export function pageUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\shref="(\/[^/"][^"]*)"/i.exec(tag)?.[1];
    if (href && /\srel="stylesheet"/i.test(tag)) urls.add(href.replaceAll('&amp;', '&'));
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script\s*>/gi)) {
    for (const [, url] of (body ?? '').matchAll(/\bimport\s*\(?\s*["'](\/[^"']+)["']/g)) if (url) urls.add(url);
  }
  return [...urls];
}

/** The same-origin modules a module served by Vite imports statically (`import ... from "/x"`, `import "/x"`, `export ... from "/x"`). */
export function staticImportUrls(code: string): string[] {
  const urls = new Set<string>();
  for (const [, url] of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\/[^"']+)["']/g)) if (url) urls.add(url);
  return [...urls];
}

/** The body whatever the status: a page that answered 503 (its data slow on a busy machine) was compiled all the same. */
async function fetchText(url: string): Promise<string> {
  return (await fetch(url)).text();
}

/** Fetches each URL, `concurrency` at a time (a browser's connections to one host), in order. */
async function fetchAll(origin: string, urls: string[], concurrency: number): Promise<string[]> {
  const texts: string[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < urls.length; index = next++) texts[index] = await fetchText(`${origin}${urls[index]}`);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  return texts;
}

/** Renders `/` once and fetches what it loads in the browser, the modules level by level; resolves to the number of files fetched. */
export async function warmUp(origin: string, { concurrency = 6 } = {}): Promise<number> {
  const seen = new Set<string>();
  let level = pageUrls(await fetchText(`${origin}/`));
  while (level.length > 0) {
    for (const url of level) seen.add(url);
    const codes = await fetchAll(origin, level, concurrency);
    level = [...new Set(codes.flatMap(staticImportUrls))].filter((url) => !seen.has(url));
  }
  return seen.size;
}
