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

function responseMedia(spec: Json, info: (typeof OPERATIONS)[OperationId], status: number, contentType: string): Json | undefined {
  const paths = spec.paths as Record<string, Record<string, { responses?: Record<string, Json> }>>;
  const responses = paths[info.path]?.[info.method.toLowerCase()]?.responses ?? {};
  const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  const content = response?.content as Record<string, Json> | undefined;
  return content?.[contentType];
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
 * media type's `x-event-schema`.
 */
export async function validateReply(operationId: string, status: number, body: unknown, contentType = 'application/json'): Promise<string[]> {
  const info = OPERATIONS[operationId as OperationId];
  if (!info) return [`${operationId} is not an operation of the contracts`];
  const key = `${operationId}:${status}:${contentType}`;
  let validate = validators.get(key);
  if (!validate) {
    const media = responseMedia(await loadSpec(info.service), info, status, contentType);
    const schema = contentType === 'text/event-stream' ? media?.['x-event-schema'] : media?.schema;
    if (!schema) return [`${operationId} documents no ${contentType} reply for HTTP ${status}`];
    validate = ajv.compile(schema as object);
    validators.set(key, validate);
  }
  const values = contentType === 'text/event-stream' ? eventPayloads(typeof body === 'string' ? body : '') : [body];
  const problems: string[] = [];
  for (const value of values) {
    if (!validate(value)) problems.push(...(validate.errors ?? []).slice(0, 5).map((e) => `${operationId} ${status} ${e.instancePath || '/'} ${e.message ?? ''}`));
  }
  return problems.slice(0, 10);
}
