/**
 * The part of autocannon's programmatic API the server bench uses (autocannon ships no types and
 * @types/autocannon is not installed). Called without a callback it returns a promise of the result.
 */
declare module 'autocannon' {
  interface AutocannonRequest {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds; ignored when `amount` is given. */
    duration?: number;
    /** Stop after this many responses, spread over the connections. */
    amount?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    headers?: Record<string, string>;
    /** Each connection asks for these in turn. */
    requests?: AutocannonRequest[];
    /** Worker threads that make the requests (the calling thread stays free). */
    workers?: number;
  }

  /** Percentiles in milliseconds (latency) or per-second counts (requests). */
  interface Histogram {
    average: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p99: number;
  }

  interface AutocannonResult {
    /** Seconds the run lasted. */
    duration: number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    /** Socket errors and timeouts together. */
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
