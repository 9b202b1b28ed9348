/**
 * Builds sdk/generated/operation-requests.ts: what each operation accepts (its header and query
 * parameters with their schemas, its body media type), so the mocks refuse what the contracts refuse
 * with one generic check instead of a guard per handler.
 */
import type { BundledOperation, BundledSpec } from './sdk-tables';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** The schema keywords a header or query value is checked with (the subset parameters use). */
const KEPT_KEYWORDS = ['type', 'enum', 'const', 'minimum', 'maximum', 'minLength', 'maxLength', 'pattern'] as const;

type Json = Record<string, unknown>;

export interface ParameterSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows local `#/components/...` references of a bundled (not dereferenced) document. */
function resolve(spec: BundledSpec, node: unknown, depth = 0): Json {
  if (!isRecord(node)) return {};
  const ref = node.$ref;
  if (typeof ref !== 'string' || depth > 8) return node;
  if (!ref.startsWith('#/')) throw new Error(`Unresolvable reference ${ref}: generate from a bundled document`);
  let target: unknown = spec;
  for (const part of ref.slice(2).split('/')) target = isRecord(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return { ...resolve(spec, target, depth + 1), ...Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$ref')) };
}

export function parameterSchema(spec: BundledSpec, schema: unknown): ParameterSchema {
  const resolved = resolve(spec, schema);
  const kept: Json = {};
  for (const keyword of KEPT_KEYWORDS) if (resolved[keyword] !== undefined) kept[keyword] = resolved[keyword];
  return kept as ParameterSchema;
}

export interface RequestInfo {
  /** The media types the body may be sent in; empty when the operation takes no body. */
  body: string[];
  parameters: { in: 'header' | 'query'; name: string; required: boolean; schema: ParameterSchema }[];
}

export function describeRequest(spec: BundledSpec, pathItem: Json, op: BundledOperation): RequestInfo {
  const declared = [...((pathItem.parameters as unknown[] | undefined) ?? []), ...((op.parameters as unknown[] | undefined) ?? [])];
  const parameters: RequestInfo['parameters'] = [];
  for (const raw of declared) {
    const parameter = resolve(spec, raw);
    if (parameter.in !== 'header' && parameter.in !== 'query') continue;
    parameters.push({ in: parameter.in, name: String(parameter.name), required: parameter.required === true, schema: parameterSchema(spec, parameter.schema) });
  }
  const body = Object.keys((resolve(spec, op.requestBody).content as Json | undefined) ?? {});
  return { body, parameters };
}

export function buildOperationRequestsModule(specs: Record<string, BundledSpec>): string {
  const parameters: string[] = []; // each distinct parameter once; operations list indexes into it
  const rows: string[] = [];
  for (const spec of Object.values(specs)) {
    for (const pathItem of Object.values(spec.paths ?? {})) {
      for (const method of METHODS) {
        const op = pathItem[method];
        if (!op?.operationId) continue;
        const request = describeRequest(spec, pathItem as Json, op);
        const indexes = request.parameters.map((parameter) => {
          const text = JSON.stringify(parameter);
          if (!parameters.includes(text)) parameters.push(text);
          return parameters.indexOf(text);
        });
        rows.push(`  ${op.operationId}: { body: ${JSON.stringify(request.body)}, parameters: [${indexes.join(', ')}] },`);
      }
    }
  }
  rows.sort();
  return `/** What each operation of the contracts accepts: header and query parameters with their schemas, and its body. */
export interface ParameterSchema {
  type?: string;
  enum?: readonly unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export interface RequestParameter {
  in: 'header' | 'query';
  name: string;
  required: boolean;
  schema: ParameterSchema;
}

export interface OperationRequest {
  /** The media types the body may be sent in; empty when the operation takes no body. */
  body: readonly string[];
  parameters: readonly RequestParameter[];
}

/** Every distinct header or query parameter of the contracts. */
const PARAMETERS: readonly RequestParameter[] = [
${parameters.map((text, index) => `  /* ${index} */ ${text},`).join('\n')}
];

const REQUESTS: Record<string, { body: readonly string[]; parameters: readonly number[] }> = {
${rows.join('\n')}
};

export const OPERATION_REQUESTS: Readonly<Record<string, OperationRequest>> = Object.fromEntries(
  Object.entries(REQUESTS).map(([operationId, request]) => [operationId, { body: request.body, parameters: request.parameters.map((index) => PARAMETERS[index]!) }]),
);
`;
}
