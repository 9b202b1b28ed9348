/**
 * One autocannon run against the production server, asked for as a phone's browser asks for a page
 * (its Accept, Accept-Encoding, Accept-Language and user agent), from a worker thread so that the
 * mock server answering in this process never delays the client's clock. Every answer that is not 2xx,
 * every timeout and every socket error is an error: a page answers 200.
 */
import autocannon from 'autocannon';

/** Seconds before a request counts as timed out. */
export const REQUEST_TIMEOUT_S = 10;

const BROWSER_HEADERS: Record<string, string> = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
};

export interface LoadErrors {
  /** Answers outside 2xx, by status. */
  non2xx: number;
  statuses: Record<string, number>;
  timeouts: number;
  socketErrors: number;
  /** All of the above. */
  total: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers received. */
  responses: number;
  durationS: number;
  errors: LoadErrors;
}

export interface LoadRunOptions {
  /** The server's origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Paths each connection asks for in turn. */
  paths: string[];
  connections: number;
  /** Either a duration in seconds or a number of answers. */
  durationS?: number;
  amount?: number;
}

export async function loadRun({ origin, paths, connections, durationS, amount }: LoadRunOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: origin,
    connections,
    ...(amount === undefined ? { duration: durationS } : { amount }),
    timeout: REQUEST_TIMEOUT_S,
    headers: BROWSER_HEADERS,
    requests: paths.map((path) => ({ path })),
    workers: 1,
  });
  const statuses: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
    if (!status.startsWith('2')) statuses[status] = count;
  }
  const socketErrors = result.errors - result.timeouts;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    responses: result.requests.total,
    durationS: result.duration,
    errors: { non2xx: result.non2xx, statuses, timeouts: result.timeouts, socketErrors, total: result.non2xx + result.errors },
  };
}
