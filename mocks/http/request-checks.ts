/**
 * The request-level checks every operation gets before its own rules, as a server would run them
 * (contracts/common.yaml "Request checks"), driven by the generated table of what each operation
 * accepts: required headers and query parameters against their schemas, the body's media type, and
 * the body size (1 MB, or 32 MB for a multipart upload). A refusal is 40001 (HTTP 422) naming each bad
 * field, or 41007 (HTTP 413).
 */
import { ErrorCode } from '../../sdk/generated/error-codes';
import { OPERATION_REQUESTS, type OperationRequest, type ParameterSchema } from '../../sdk/generated/operation-requests';
import type { OperationId } from '../../sdk/generated/operations';
import { fail } from './reply';

const MB = 1024 * 1024;
/** The largest upload: the largest file any call takes (a 30 MB video resume) plus room for the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = 32 * MB;
/** The largest body of any other kind (JSON, and the beacons' JSON text): no call needs more. */
export const MAX_JSON_BODY_BYTES = 1 * MB;

/** How large a body sent as this Content-Type may be: only a multipart upload may pass 1 MB. */
export function bodyLimitFor(contentType: string | null): number {
  return mediaTypeOf(contentType) === 'multipart/form-data' ? MAX_UPLOAD_BODY_BYTES : MAX_JSON_BODY_BYTES;
}

/** 41007 (HTTP 413) saying which limit the body passed (the catalogue's message is about a single upload). */
export function bodyTooLarge(limitBytes: number): Response {
  return fail(ErrorCode.UploadTooLarge, { message: `The request body is over ${limitBytes / MB} MB.` });
}

/** Why a header or query value breaks its schema, or undefined when it fits. */
export function parameterProblem(value: string, schema: ParameterSchema): string | undefined {
  let typed: unknown = value;
  if (schema.type === 'integer' || schema.type === 'number') {
    const pattern = schema.type === 'integer' ? /^-?\d+$/ : /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
    if (!pattern.test(value.trim())) return `must be ${schema.type === 'integer' ? 'an integer' : 'a number'}`;
    typed = Number(value);
    if (schema.minimum !== undefined && (typed as number) < schema.minimum) return `must be at least ${schema.minimum}`;
    if (schema.maximum !== undefined && (typed as number) > schema.maximum) return `must be at most ${schema.maximum}`;
  } else if (schema.type === 'boolean') {
    if (value !== 'true' && value !== 'false') return 'must be true or false';
    typed = value === 'true';
  } else if (schema.type === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) return `must have at least ${schema.minLength} characters`;
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return `must have at most ${schema.maxLength} characters`;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return 'has the wrong format';
  }
  if (schema.const !== undefined && typed !== schema.const) return `must be ${String(schema.const)}`;
  if (schema.enum && !schema.enum.includes(typed)) return `must be one of ${schema.enum.join(', ')}`;
  return undefined;
}

function parameterProblems(request: Request, accepted: OperationRequest): Record<string, string[]> {
  const query = new URL(request.url).searchParams;
  const fields: Record<string, string[]> = {};
  for (const parameter of accepted.parameters) {
    const value = parameter.in === 'header' ? request.headers.get(parameter.name) : query.get(parameter.name);
    const label = parameter.in === 'header' ? `The ${parameter.name} header` : `The ${parameter.name} parameter`;
    if (value === null) {
      if (parameter.required) fields[parameter.name] = [`${label} is required.`];
      continue;
    }
    if (parameter.schema.type === 'array' || parameter.schema.type === 'object') continue;
    const problem = parameterProblem(value, parameter.schema);
    if (problem) fields[parameter.name] = [`${label} ${problem}.`];
  }
  return fields;
}

/** The bare media type of a Content-Type value ("application/json; charset=utf-8" → "application/json"). */
function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Whether a sent media type is one the operation accepts (`application/json` also covers `+json` types). */
export function acceptsMediaType(accepted: readonly string[], contentType: string | null): boolean {
  const sent = mediaTypeOf(contentType);
  if (sent === '') return false;
  return accepted.some((type) => type === sent || (type === 'application/json' && /^application\/[\w.-]+\+json$/.test(sent)));
}

/** The body's length: the declared Content-Length, or the bytes of a copy when none is declared. */
async function bodyLength(request: Request): Promise<number> {
  const declared = request.headers.get('Content-Length');
  if (declared !== null && /^\d+$/.test(declared)) return Number(declared);
  if (!request.body) return 0;
  return (await request.clone().arrayBuffer()).byteLength;
}

/** The refusal for a request that breaks its operation's contract, or undefined when it may go on. */
export async function refuseRequest(operationId: OperationId, request: Request): Promise<Response | undefined> {
  const accepted = OPERATION_REQUESTS[operationId];
  if (!accepted) return undefined;
  const length = await bodyLength(request);
  const limit = bodyLimitFor(request.headers.get('Content-Type'));
  if (length > limit) return bodyTooLarge(limit);
  const fields = parameterProblems(request, accepted);
  if (accepted.body.length > 0 && length > 0 && !acceptsMediaType(accepted.body, request.headers.get('Content-Type'))) {
    fields['Content-Type'] = [`The body must be sent as ${accepted.body.join(' or ')}.`];
  }
  return Object.keys(fields).length > 0 ? fail(ErrorCode.ValidationFailed, { fields }) : undefined;
}
