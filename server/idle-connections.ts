/**
 * How long a server keeps an idle keep-alive connection. Node closes one after 5 s by default, while a
 * client (a proxy, a load balancer, Playwright's request context) may send its next request on it at that
 * very moment: the request then fails with ECONNRESET. Kept longer than the usual idle timeout of the
 * proxies in front (60 s), so that the client, not the server, is the one to close an idle connection.
 */
import type { Server } from 'node:http';

export const IDLE_CONNECTION_MS = 65_000;

export function keepIdleConnectionsOpen(server: Server): Server {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // Node requires the time allowed for a request's headers to be longer than the idle time.
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  return server;
}
