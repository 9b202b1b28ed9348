/**
 * Validates mock replies against the contracts themselves (bundled and dereferenced OpenAPI 3.1,
 * checked with Ajv's JSON Schema 2020-12), so a handler cannot drift from what backend teams build.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OPERATIONS, type OperationId } from '@sdk/generated/operations';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
type Json = Record<string, unknown>;

const specs = new Map<string, Promise<Json>>();
const validators = new Map<string, ValidateFunction>();
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats.default(ajv);

async function loadSpec(service: string): Promise<Json> {
  let spec = specs.get(service);
  if (!spec) {
    spec = createConfig({}).then(async (config) => {
      const result = await bundle({ ref: path.join(root, 'contracts', `${service}.yaml`), config, dereference: true });
      return result.bundle.parsed as Json;
    });
    specs.set(service, spec);
  }
  return spec;
}

interface DocumentedResponse {
  headers?: Record<string, { required?: boolean; schema?: Json }>;
  content?: Record<string, Json>;
}

async function documentedResponse(info: (typeof OPERATIONS)[OperationId], status: number): Promise<DocumentedResponse | undefined> {
  const spec = await loadSpec(info.service);
  const paths = spec.paths as Record<string, Record<string, { responses?: Record<string, DocumentedResponse> }>>;
  const responses = paths[info.path]?.[info.method.toLowerCase()]?.responses ?? {};
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

/** A header's text as its schema types it ("60" is the integer 60), the way a client reads it. */
function typedHeaderValue(value: string, schema: Json): unknown {
  const numeric = schema.type === 'integer' || schema.type === 'number';
  return numeric && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

/** The documented headers a reply lacks (when required) or sends outside their schema. */
function headerProblems(prefix: string, documented: DocumentedResponse['headers'], headers: Headers): string[] {
  const problems: string[] = [];
  for (const [name, header] of Object.entries(documented ?? {})) {
    const value = headers.get(name);
    if (value === null) {
      if (header.required) problems.push(`${prefix} lacks the required ${name} header`);
    } else if (header.schema && !ajv.validate(header.schema, typedHeaderValue(value, header.schema))) {
      problems.push(`${prefix} header ${name}: "${value}" ${ajv.errorsText()}`);
    }
  }
  return problems;
}

/** The JSON payloads of a server-sent event stream's `data:` lines. */
function eventPayloads(text: string): unknown[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trim())
    .filter((data) => data !== '' && data !== '[DONE]')
    .map((data) => {
      try {
        return JSON.parse(data) as unknown;
      } catch {
        return data;
      }
    });
}

/**
 * Returns a list of problems (empty when the reply matches its contract). JSON replies are checked
 * against the media type's schema; a `text/event-stream` reply checks each event's data against the
 * media type's `x-event-schema`. The documented headers are checked too (429's `Retry-After`).
 */
export async function validateReply(operationId: string, status: number, body: unknown, contentType = 'application/json', headers = new Headers()): Promise<string[]> {
  const info = OPERATIONS[operationId as OperationId];
  if (!info) return [`${operationId} is not an operation of the contracts`];
  const documented = await documentedResponse(info, status);
  const key = `${operationId}:${status}:${contentType}`;
  let validate = validators.get(key);
  if (!validate) {
    const media = documented?.content?.[contentType];
    const schema = contentType === 'text/event-stream' ? media?.['x-event-schema'] : media?.schema;
    if (!schema) return [`${operationId} documents no ${contentType} reply for HTTP ${status}`];
    validate = ajv.compile(schema as object);
    validators.set(key, validate);
  }
  const values = contentType === 'text/event-stream' ? eventPayloads(typeof body === 'string' ? body : '') : [body];
  const problems = headerProblems(`${operationId} ${status}`, documented?.headers, headers);
  for (const value of values) {
    if (!validate(value)) problems.push(...(validate.errors ?? []).slice(0, 5).map((e) => `${operationId} ${status} ${e.instancePath || '/'} ${e.message ?? ''}`));
  }
  return problems.slice(0, 10);
}
