/**
 * The production server: health check, static files (static-files.ts), then every page from React
 * Router. HTML is compressed on the fly. Forwarded headers count only from the configured proxies
 * (TRUSTED_PROXIES); published URLs never depend on them (they use the configured site origins).
 */
import compression from 'compression';
import express, { type Express } from 'express';
import { createPageHandler } from './app';
import { crawlMiddleware } from './crawl-middleware';
import { answerServerError, refuseUnreadableRequests } from './request-guards';
import type { RuntimeConfig } from './runtime-config';
import { staticFiles } from './static-files';
import { builtStylesheets } from './built-stylesheets';
import { builtIslandsEntry } from './islands-entry';

export interface ProductionServerOptions {
  config: RuntimeConfig;
  /** build/client: the browser's files. */
  clientDirectory: string;
}

export function createProductionServer({ config, clientDirectory }: ProductionServerOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustedProxies.length > 0 ? config.trustedProxies : false);
  // For load balancers: the process is up and serving.
  app.get('/healthz', (_request, response) => {
    response.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.use(refuseUnreadableRequests);
  app.use(staticFiles(clientDirectory));
  app.use(compression());
  app.use(crawlMiddleware(config));
  app.use(
    createPageHandler({
      config,
      contentSecurityPolicy: true,
      shareConfigLists: true,
      stylesheetText: builtStylesheets(clientDirectory),
      islandsEntry: builtIslandsEntry(clientDirectory),
    }),
  );
  app.use(answerServerError);
  return app;
}
