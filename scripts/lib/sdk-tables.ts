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

interface ErrorCodeSchema {
  enum?: number[];
  'x-enumNames'?: string[];
  'x-error-catalog'?: ErrorCatalogEntry[];
}

/** Finds the ErrorCode schema (the one with `x-error-catalog`) wherever common.yaml keeps it. */
function findErrorCodeSchema(node: unknown): ErrorCodeSchema | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const record = node as Record<string, unknown>;
  if (Array.isArray(record['x-error-catalog'])) return record as ErrorCodeSchema;
  for (const value of Object.values(record)) {
    const found = findErrorCodeSchema(value);
    if (found) return found;
  }
  return undefined;
}

const IDENTIFIER = /^[A-Z][A-Za-z0-9]*$/;

/** ErrorCode's `x-enumNames`, paired with its `enum` in order; every name unique and every code catalogued. */
export function errorCodeNames(schema: ErrorCodeSchema): [string, number][] {
  const codes = schema.enum ?? [];
  const names = schema['x-enumNames'] ?? [];
  if (names.length !== codes.length) {
    throw new Error(`ErrorCode has ${codes.length} codes but ${names.length} x-enumNames; list one name per code, in order`);
  }
  const seen = new Set<string>();
  for (const name of names) {
    if (!IDENTIFIER.test(name)) throw new Error(`ErrorCode name "${name}" must be PascalCase letters and digits`);
    if (seen.has(name)) throw new Error(`ErrorCode name "${name}" is used twice`);
    seen.add(name);
  }
  const catalogued = new Set((schema['x-error-catalog'] ?? []).map((entry) => entry.code));
  const missing = codes.filter((code) => !catalogued.has(code));
  if (missing.length > 0) throw new Error(`ErrorCode codes without an x-error-catalog entry: ${missing.join(', ')}`);
  return names.map((name, index) => [name, codes[index]!]);
}

export function buildErrorCatalogModule(common: BundledSpec): string {
  const schema = findErrorCodeSchema(common);
  const catalog = schema?.['x-error-catalog'];
  if (!schema || !catalog || catalog.length === 0) throw new Error('contracts/common.yaml has no x-error-catalog');
  const names = errorCodeNames(schema)
    .sort((a, b) => a[1] - b[1])
    .map(([name, code]) => `  ${name}: ${code},`);
  const rows = [...catalog]
    .sort((a, b) => a.code - b.code)
    .map((entry) => `  ${entry.code}: { status: ${entry.http_status}, message: ${JSON.stringify(entry.message)} },`);
  return `/** Every documented numeric error code by name (ErrorCode's x-enumNames in contracts/common.yaml). */
export const ErrorCode = {
${names.join('\n')}
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Every documented numeric error code, its HTTP status and its meaning (contracts/common.yaml). */
export const ERROR_CATALOG = {
${rows.join('\n')}
} as const satisfies Record<ErrorCode, { status: number; message: string }>;

const DOCUMENTED_CODES: ReadonlySet<number> = new Set(Object.values(ErrorCode));

/** Reads only the codes, so the app's error path ships without the catalog's messages. */
export function isDocumentedErrorCode(code: number): code is ErrorCode {
  return DOCUMENTED_CODES.has(code);
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
