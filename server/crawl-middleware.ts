/**
 * robots.txt and the sitemaps (server/crawl) on the page server: the Host decides the country site
 * (through the configured site origins), the public API gives the jobs and companies. Every URL in the
 * files is on the site's configured origin, never on a request header's; there is one crawl cache per
 * configured site. Everything else goes on to the pages.
 */
import { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import { getCountry } from '../web/src/lib/countries';
import { siteOfHost } from '../web/src/lib/site-origins';
import { createCrawlHandler } from './crawl/crawl-handler';
import type { RuntimeConfig } from './runtime-config';

const CRAWL_PATH = /^\/(robots\.txt|sitemap\.xml|sitemaps\/)/;

export function crawlMiddleware(config: RuntimeConfig): RequestHandler {
  const handler = createCrawlHandler({
    resolveSite(host) {
      const site = siteOfHost(config.env, host);
      return { countryKey: site.country, countryId: getCountry(site.country).id, origin: site.origin };
    },
    api: { baseUrls: config.serverApiBaseUrls },
  });
  return (request, response, next) => {
    if (!CRAWL_PATH.test(request.path)) {
      next();
      return;
    }
    // Only the path matters to the handler; the site comes from the Host header alone.
    handler(new Request(`http://localhost${request.originalUrl}`, { method: request.method, headers: { host: request.get('host') ?? '' } }))
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
