/**
 * The browser's files from build/client, precompressed (brotli, gzip). Names with a content hash
 * (/assets) are immutable for a year; other files an hour. The service workers' scripts are checked on
 * every visit: a worker and what it imports must reach browsers the day they change, not an hour later.
 *
 * The files are listed once at start-up, so a request names a file only by an exact listed path (no
 * traversal, no per-request directory walk). A file that cannot be read any more (deleted, unreadable)
 * fails that one request, never the process; files answer GET and HEAD only.
 */
import { readdirSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The scripts the service worker runs (web/public): self_worker.js, what it imports, and the chat's shared worker. */
export const WORKER_SCRIPTS = new Set(['/self_worker.js', '/offline-worker.js', '/shared_worker.js']);

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Precompressed copies, in the order they are preferred. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface FileVariant {
  file: string;
  size: number;
  /** Content-Encoding; undefined for the file itself. */
  encoding?: string;
}

interface StaticFile {
  variants: FileVariant[];
  contentType: string;
  cacheControl: string;
  lastModified: string;
  etag: string;
}

function* walk(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

function cacheControlOf(urlPath: string): string {
  if (WORKER_SCRIPTS.has(urlPath)) return 'no-cache';
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Every servable file of the directory by URL path, with its precompressed copies. */
export function listStaticFiles(clientDirectory: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const all = new Set(walk(clientDirectory));
  for (const file of all) {
    if (ENCODINGS.some((encoding) => file.endsWith(encoding.suffix) && all.has(file.slice(0, -encoding.suffix.length)))) continue;
    const urlPath = `/${path.relative(clientDirectory, file).split(path.sep).join('/')}`;
    const stats = statSync(file);
    const compressed = ENCODINGS.flatMap((encoding) =>
      all.has(`${file}${encoding.suffix}`) ? [{ file: `${file}${encoding.suffix}`, size: statSync(`${file}${encoding.suffix}`).size, encoding: encoding.name }] : [],
    );
    files.set(urlPath, {
      variants: [...compressed, { file, size: stats.size }],
      contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: cacheControlOf(urlPath),
      lastModified: stats.mtime.toUTCString(),
      etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    });
  }
  return files;
}

function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

function urlPathOf(request: IncomingMessage): string | undefined {
  try {
    return decodeURIComponent(new URL(`http://localhost${request.url ?? '/'}`).pathname);
  } catch {
    return undefined;
  }
}

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A plain Node handler (Express mounts it as middleware): it answers for a listed file, or calls `next`. */
export function staticFiles(clientDirectory: string): (request: IncomingMessage, response: ServerResponse, next: () => void) => void {
  const files = listStaticFiles(clientDirectory);
  return (request, response, next) => {
    const urlPath = urlPathOf(request);
    const found = urlPath === undefined ? undefined : files.get(urlPath);
    if (!found) {
      next();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).end();
      return;
    }
    const accepted = acceptedEncodings(headerOf(request, 'accept-encoding'));
    const variant = found.variants.find((candidate) => candidate.encoding === undefined || accepted.has(candidate.encoding))!;
    const headers: Record<string, string> = {
      'Content-Type': found.contentType,
      'Cache-Control': found.cacheControl,
      'Last-Modified': found.lastModified,
      ETag: found.etag,
      Vary: 'Accept-Encoding',
    };
    if (headerOf(request, 'if-none-match') === found.etag) {
      response.writeHead(304, headers).end();
      return;
    }
    if (variant.encoding) headers['Content-Encoding'] = variant.encoding;
    headers['Content-Length'] = String(variant.size);
    if (request.method === 'HEAD') {
      response.writeHead(200, headers).end();
      return;
    }
    // Opened before the status is sent, so a file gone since start-up still gets a proper answer.
    open(variant.file, 'r').then(
      (handle) => {
        response.writeHead(200, headers);
        pipeline(handle.createReadStream(), response, (error) => {
          if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error(`[static] ${urlPath}: ${error.message}`);
        });
      },
      (error: Error) => {
        console.error(`[static] ${urlPath}: ${error.message}`);
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('The file could not be read.\n');
      },
    );
  };
}
