/** Builds the generated tables (error catalogue, operation list) from bundled contracts. */
export interface BundledOperation {
  operationId?: string;
  summary?: string;
  'x-spec-id'?: string;
  'x-spec'?: string;
  'x-error-codes'?: number[];
  [key: string]: unknown;
}
export type BundledSpec = {
  paths?: Record<string, Record<string, BundledOperation>>;
  components?: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
};
export interface ErrorCatalogEntry {
  code: number;
  http_status: number;
  message: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Finds the `x-error-catalog` list wherever common.yaml keeps it. */
function findCatalog(node: unknown): ErrorCatalogEntry[] | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const record = node as Record<string, unknown>;
  if (Array.isArray(record['x-error-catalog'])) return record['x-error-catalog'] as ErrorCatalogEntry[];
  for (const value of Object.values(record)) {
    const found = findCatalog(value);
    if (found) return found;
  }
  return undefined;
}

export function buildErrorCatalogModule(common: BundledSpec): string {
  const catalog = findCatalog(common);
  if (!catalog || catalog.length === 0) throw new Error('contracts/common.yaml has no x-error-catalog');
  const rows = [...catalog]
    .sort((a, b) => a.code - b.code)
    .map((entry) => `  ${entry.code}: { status: ${entry.http_status}, message: ${JSON.stringify(entry.message)} },`);
  return `/** Every documented numeric error code, its HTTP status and its meaning (contracts/common.yaml). */
export const ERROR_CATALOG = {
${rows.join('\n')}
} as const satisfies Record<number, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOG;

export function isDocumentedErrorCode(code: number): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOG, code);
}
`;
}

/** The codes any operation can answer before its own rules run (`x-request-error-codes` in common.yaml). */
export interface RequestErrorCodes {
  any: number[];
  withBody: number[];
}

export function readRequestErrorCodes(common: BundledSpec): RequestErrorCodes {
  const codes = common['x-request-error-codes'] as Partial<RequestErrorCodes> | undefined;
  if (!codes || !Array.isArray(codes.any) || !Array.isArray(codes.withBody)) throw new Error('contracts/common.yaml has no x-request-error-codes');
  return { any: codes.any, withBody: codes.withBody };
}

/** An operation's own `x-error-codes` plus the request-level codes that apply to it, sorted. */
export function operationErrorCodes(op: BundledOperation, codes: RequestErrorCodes): number[] {
  const all = new Set([...(op['x-error-codes'] ?? []), ...codes.any, ...(op.requestBody ? codes.withBody : [])]);
  return [...all].sort((a, b) => a - b);
}

export function buildOperationsModule(specs: Record<string, BundledSpec>, codes: RequestErrorCodes): string {
  const rows: string[] = [];
  for (const [service, spec] of Object.entries(specs)) {
    for (const [path, item] of Object.entries(spec.paths ?? {})) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op?.operationId) continue;
        rows.push(
          `  ${op.operationId}: { service: '${service}', method: '${method.toUpperCase()}', path: '${path}', specId: ${JSON.stringify(
            op['x-spec-id'] ?? null,
          )}, implied: ${op['x-spec'] === 'implied'}, errorCodes: [${operationErrorCodes(op, codes).join(', ')}] },`,
        );
      }
    }
  }
  rows.sort();
  return `/** Every operation of the contracts: where it lives and which numeric codes it can return. */
export interface OperationInfo {
  service: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  specId: string | null;
  implied: boolean;
  errorCodes: readonly number[];
}

export const OPERATIONS = {
${rows.join('\n')}
} as const satisfies Record<string, OperationInfo>;

export type OperationId = keyof typeof OPERATIONS;
`;
}
