/**
 * robots.txt and the sitemaps (server/crawl) on the page server: the Host decides the country site,
 * the public API gives the jobs and companies. Everything else goes on to the pages.
 */
import { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import { getCountry } from '../web/src/lib/countries';
import { parseHostMap, resolveCountry } from '../web/src/lib/resolve-country';
import { createCrawlHandler } from './crawl/crawl-handler';
import type { RuntimeConfig } from './runtime-config';

const CRAWL_PATH = /^\/(robots\.txt|sitemap\.xml|sitemaps\/)/;

export function crawlMiddleware(config: RuntimeConfig): RequestHandler {
  const hostMap = parseHostMap(config.env.VITE_COUNTRY_HOSTS);
  // One handler (and cache) per scheme the site is reached by, so every URL in the files is absolute and right.
  const handlers = new Map<string, ReturnType<typeof createCrawlHandler>>();
  const handlerFor = (protocol: string) => {
    let handler = handlers.get(protocol);
    if (!handler) {
      handler = createCrawlHandler({
        resolveSite(host) {
          const key = resolveCountry(host, hostMap);
          return { countryKey: key, countryId: getCountry(key).id, origin: `${protocol}://${host}` };
        },
        api: { baseUrls: config.serverApiBaseUrls },
      });
      handlers.set(protocol, handler);
    }
    return handler;
  };
  return (request, response, next) => {
    if (!CRAWL_PATH.test(request.path)) {
      next();
      return;
    }
    const url = `${request.protocol}://${request.get('host') ?? 'localhost'}${request.originalUrl}`;
    handlerFor(request.protocol)(new Request(url, { method: request.method, headers: { host: request.get('host') ?? '' } }))
      .then(async (reply) => {
        if (!reply) {
          next();
          return;
        }
        response.status(reply.status);
        reply.headers.forEach((value, name) => response.setHeader(name, value));
        if (reply.body) Readable.fromWeb(reply.body as never).pipe(response);
        else response.end();
      })
      .catch(next);
  };
}
