/**
 * The browser's files from build/client, precompressed (brotli, gzip). Names with a content hash
 * (/assets) are immutable for a year; other files an hour. The service workers' scripts are checked on
 * every visit: a worker and what it imports must reach browsers the day they change, not an hour later.
 */
import { Router } from 'express';
import sirv from 'sirv';

/** The scripts the service worker runs (web/public): self_worker.js, what it imports, and the chat's shared worker. */
export const WORKER_SCRIPTS = new Set(['/self_worker.js', '/offline-worker.js', '/shared_worker.js']);

export function staticFiles(clientDirectory: string): Router {
  const router = Router();
  router.use(
    '/assets',
    sirv(`${clientDirectory}/assets`, {
      brotli: true,
      gzip: true,
      immutable: true,
      maxAge: 31_536_000,
      setHeaders: (response) => response.setHeader('Vary', 'Accept-Encoding'),
    }),
  );
  router.use(
    sirv(clientDirectory, {
      brotli: true,
      gzip: true,
      maxAge: 3600,
      setHeaders: (response, pathname) => {
        if (WORKER_SCRIPTS.has(pathname)) response.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  return router;
}
