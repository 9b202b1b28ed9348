/**
 * What the page server refuses before any work: a request target that is not a path (absolute-form
 * "GET http://x/", "*"), a path the URL parser cannot read, and a forwarded protocol that is neither
 * http nor https (from a trusted proxy; nobody else's is read). Each would otherwise reach code that
 * builds a URL from it (or decodes its path) and end as a 500. A bad path is a page that does not exist: 404.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';

export const refuseUnreadableRequests: RequestHandler = (request, response, next) => {
  if (request.protocol !== 'http' && request.protocol !== 'https') {
    response.status(400).set('Cache-Control', 'no-store').type('text/plain').send('Bad request\n');
    return;
  }
  let readable = request.originalUrl.startsWith('/');
  if (readable) {
    try {
      decodeURIComponent(new URL(`http://localhost${request.originalUrl}`).pathname);
    } catch {
      readable = false;
    }
  }
  if (!readable) {
    response.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found\n');
    return;
  }
  next();
};

/** The last word on anything thrown: logged with its stack, answered without it, and never stored. */
export const answerServerError: ErrorRequestHandler = (error: unknown, request, response, next) => {
  console.error(`[server] ${request.method} ${request.originalUrl}:`, error);
  if (response.headersSent) {
    next(error);
    return;
  }
  response.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Internal server error\n');
};
