/**
 * The part of Lighthouse 12.8 the bench uses. Lighthouse is installed into scripts/bench/node_modules
 * only when `npm run bench` runs (scripts/bench/lighthouse-install.ts), never by the root install, so the
 * typecheck reads these declarations, not its own types (an ambient module wins over an installed one).
 */
declare module 'lighthouse' {
  interface LighthouseFlags {
    /** The DevTools port of a running Chromium. */
    port?: number;
    output?: 'json' | 'html' | 'csv';
    logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'verbose';
    onlyCategories?: string[];
  }

  interface LighthouseAudit {
    numericValue?: number;
    errorMessage?: string;
    details?: unknown;
  }

  interface LighthouseResult {
    lighthouseVersion: string;
    runtimeError?: { code: string; message: string };
    audits: Record<string, LighthouseAudit | undefined>;
    categories: Record<string, { score: number | null } | undefined>;
    environment: { hostUserAgent: string };
  }

  interface RunnerResult {
    lhr: LighthouseResult;
  }

  export default function lighthouse(url: string, flags?: LighthouseFlags): Promise<RunnerResult | undefined>;
}

declare module 'lighthouse/core/config/constants.js' {
  /** The user agents of Lighthouse's emulated devices. */
  export const userAgents: { mobile: string; desktop: string };
}
