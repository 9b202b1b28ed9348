/**
 * The production server: health check, static assets (precompressed brotli and gzip, immutable when
 * their names carry a content hash), then every page from React Router. HTML is compressed on the fly.
 */
import compression from 'compression';
import express, { type Express } from 'express';
import sirv from 'sirv';
import { createPageHandler } from './app';
import { crawlMiddleware } from './crawl-middleware';
import type { RuntimeConfig } from './runtime-config';

export interface ProductionServerOptions {
  config: RuntimeConfig;
  /** build/client: the browser's files. */
  clientDirectory: string;
}

export function createProductionServer({ config, clientDirectory }: ProductionServerOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  // For load balancers: the process is up and serving.
  app.get('/healthz', (_request, response) => {
    response.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.use(
    '/assets',
    sirv(`${clientDirectory}/assets`, {
      brotli: true,
      gzip: true,
      immutable: true,
      maxAge: 31_536_000,
      setHeaders: (response) => response.setHeader('Vary', 'Accept-Encoding'),
    }),
  );
  app.use(sirv(clientDirectory, { brotli: true, gzip: true, maxAge: 3600 }));
  app.use(compression());
  app.use(crawlMiddleware(config));
  app.use(createPageHandler({ config, contentSecurityPolicy: true, shareConfigLists: true }));
  return app;
}
