/**
 * What the contract verifier reports, and the pure steps to get there: reading Prism's `sl-violations`
 * header, finding which operation a request was, and the error-code rule Prism cannot check itself
 * (a failure's numeric `code` must be one the operation lists, with the HTTP status of the catalogue).
 */
import { readFile } from 'node:fs/promises';
import type { ErrorCatalogEntry, HttpMethod, MergedOperation } from './bundle-contracts';

/** One finding, in Prism's shape (`location` starts with `request` or `response`). */
export interface Violation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

export interface OperationViolations {
  operationId: string;
  method: string;
  path: string;
  status?: number;
  violations: Violation[];
}

export interface VerificationReport {
  target: string;
  generatedAt: string;
  /** Calls checked: one per operation in probe mode, every relayed API call in serve mode. */
  checked: number;
  violationCount: number;
  results: OperationViolations[];
  /** Probe mode: operations the target answered "no such operation" (not counted as violations). */
  notImplemented?: { operationId: string; method: string; path: string; status: number }[];
}

/** Prism cuts the header at ~8 KB and prefixes this; the cut text is kept as one violation. */
const TRUNCATED_PREFIX = 'Too many violations! ';
export const ROUTE_NOT_FOUND = 'Selected route not found';

/**
 * Parses an `sl-violations` header value. Information-level entries are dropped; "Selected route not
 * found" (a call the contracts do not document) stays, since a contract-first app must not make one.
 */
export function parseViolationsHeader(value: string | string[] | null | undefined): Violation[] {
  const text = Array.isArray(value) ? value.join(',') : value;
  if (!text) return [];
  if (text.startsWith(TRUNCATED_PREFIX)) {
    return [{ location: ['response'], severity: 'Error', code: 'truncated', message: `Prism truncated the list: ${text.slice(0, 500)}` }];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [{ location: ['response'], severity: 'Error', code: 'unreadable', message: `Unreadable sl-violations header: ${text.slice(0, 500)}` }];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
    .map((entry) => ({
      location: Array.isArray(entry.location) ? entry.location.map(String) : [],
      severity: String(entry.severity ?? 'Error'),
      ...(entry.code !== undefined ? { code: entry.code as string | number } : {}),
      message: String(entry.message ?? ''),
    }))
    .filter((violation) => violation.severity === 'Error' || violation.severity === 'Warning');
}

/** Turns `/job/{jobId}/detail` into a matcher of concrete paths (a parameter never spans a slash). */
function routePattern(route: string): RegExp {
  const source = route
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The operation a request is, by method and path (the path without the /api base). Literal routes win
 * over templated ones, as in Prism's router: /company/search is not /company/{id}.
 */
export function matchOperation(operations: MergedOperation[], method: string, path: string): MergedOperation | undefined {
  const candidates = operations.filter((op) => op.method === (method.toLowerCase() as HttpMethod) && routePattern(op.path).test(path));
  return candidates.sort((a, b) => countParams(a.path) - countParams(b.path))[0];
}

function countParams(route: string): number {
  return (route.match(/\{/g) ?? []).length;
}

/**
 * Checks a failure reply against the operation's `x-error-codes` and the catalogue's HTTP status.
 * Successes, replies without a numeric `code`, and 2xx codes are left to Prism's schema check.
 */
export function checkErrorCode(
  operation: Record<string, unknown>,
  catalog: ErrorCatalogEntry[],
  status: number,
  body: unknown,
): Violation[] {
  if (status < 400 || typeof body !== 'object' || body === null) return [];
  const code = (body as { code?: unknown }).code;
  if (typeof code !== 'number') return [];
  const listed = Array.isArray(operation['x-error-codes']) ? (operation['x-error-codes'] as number[]) : [];
  const violations: Violation[] = [];
  if (!listed.includes(code)) {
    violations.push({
      location: ['response', 'body', 'code'],
      severity: 'Error',
      code: 'undocumented-error-code',
      message: `Error code ${code} is not in the operation's x-error-codes [${listed.join(', ')}]`,
    });
  }
  const entry = catalog.find((known) => known.code === code);
  if (!entry) {
    violations.push({ location: ['response', 'body', 'code'], severity: 'Error', code: 'unknown-error-code', message: `Error code ${code} is not in x-error-catalog` });
  } else if (entry.http_status !== status) {
    violations.push({
      location: ['response', 'status'],
      severity: 'Error',
      code: 'error-status-mismatch',
      message: `Error code ${code} must come with HTTP ${entry.http_status}, got ${status}`,
    });
  }
  return violations;
}

export function countViolations(results: OperationViolations[]): number {
  return results.reduce((sum, result) => sum + result.violations.length, 0);
}

/** A plain-text report: one block per operation with violations, then the total. */
export function formatReport(results: OperationViolations[], checked: number, notImplemented: VerificationReport['notImplemented'] = []): string {
  const failing = results.filter((result) => result.violations.length > 0);
  const lines: string[] = [];
  for (const result of failing) {
    lines.push(`✖ ${result.operationId}  ${result.method.toUpperCase()} ${result.path}${result.status ? `  → ${result.status}` : ''}`);
    for (const violation of result.violations) {
      lines.push(`    [${violation.severity}] ${violation.location.join('.')}: ${violation.message}`);
    }
  }
  if (notImplemented.length > 0) {
    lines.push(`○ Not implemented by the target (${notImplemented.length}; not counted): ${notImplemented.map((op) => op.operationId).join(', ')}`);
  }
  const total = countViolations(failing);
  lines.push(
    total === 0
      ? `✔ ${checked} call(s) checked against the contracts: no violations.`
      : `${total} violation(s) in ${failing.length} of ${checked} call(s).`,
  );
  return lines.join('\n');
}

/** Where `contracts:verify --serve` keeps its findings (repo-relative), read by the e2e teardown. */
export const SERVE_REPORT_FILE = 'reports/contract-violations.json';

export async function readReport(file: string): Promise<VerificationReport | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as VerificationReport;
  } catch {
    return undefined;
  }
}

/**
 * Drops what Prism gets wrong rather than the server: its multipart parser keeps one string per part
 * name, so an array field (several `files` parts) always reads as "must be array".
 */
export function dropKnownPrismFalsePositives(violations: Violation[], operation: Record<string, unknown>): Violation[] {
  const requestBody = operation.requestBody as { content?: Record<string, { schema?: { properties?: Record<string, { type?: unknown }> } }> } | undefined;
  const properties = requestBody?.content?.['multipart/form-data']?.schema?.properties ?? {};
  return violations.filter((violation) => {
    const [side, place, property] = violation.location;
    const isMultipartArray = side === 'request' && place === 'body' && property !== undefined && properties[property]?.type === 'array';
    return !(isMultipartArray && /must be array/.test(violation.message));
  });
}

/**
 * A 404 carrying a code the operation does not list means the target has no such operation yet (the
 * mock server answers its "No such operation" 40004): reported apart, as work left, not as a mismatch.
 */
export function isNotImplemented(operation: Record<string, unknown>, status: number, body: unknown): boolean {
  if (status !== 404 && status !== 501) return false;
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  const listed = Array.isArray(operation['x-error-codes']) ? (operation['x-error-codes'] as unknown[]) : [];
  return status === 501 || !listed.includes(code);
}
