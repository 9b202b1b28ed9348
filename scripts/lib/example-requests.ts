/**
 * Builds, for one operation of the merged contracts, the request its own examples describe: what the
 * verifier's probe mode sends. Values come from the parameter's examples, then its schema's
 * (examples, default, enum, const); a path parameter without any is 1.
 */
import { API_BASE_PATH, type MergedOperation } from './bundle-contracts';

type Json = Record<string, unknown>;

export interface ExampleRequest {
  method: string;
  /** Path and query, with the /api base: what the client sends to the proxy. */
  url: string;
  headers: Record<string, string>;
  /** JSON text, or multipart parts (fetch sets the multipart Content-Type with its boundary). */
  body?: string | FormData;
}

export interface ExampleRequestOptions {
  token: string;
  deviceUuid: string;
}

/** The headers every call carries (common.yaml), as the app sends them on the Philippine site in English. */
export const DEFAULT_HEADERS = { 'Role-Id': '1', 'Country-Id': '167', 'Language-Id': '1' } as const;
export const DEFAULT_OPTIONS: ExampleRequestOptions = {
  token: 'session-complete-profile', // a seeded session of the mock server (mocks/state/accounts.ts)
  deviceUuid: '3f6c2a4e-8b1d-4e7a-9c2f-5d8e1a7b9c30',
};

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first example of an object carrying OpenAPI `example`/`examples` (a map of {value}) or JSON Schema `examples` (a list). */
function firstExample(node: Json): { found: boolean; value?: unknown } {
  if ('example' in node) return { found: true, value: node.example };
  const examples = node.examples;
  if (Array.isArray(examples) && examples.length > 0) return { found: true, value: examples[0] };
  if (isRecord(examples)) {
    const first = Object.values(examples).find((entry) => isRecord(entry) && 'value' in entry) as Json | undefined;
    if (first) return { found: true, value: first.value };
  }
  return { found: false };
}

export function exampleOfParameter(parameter: Json): { found: boolean; value?: unknown } {
  const own = firstExample(parameter);
  if (own.found) return own;
  const schema = isRecord(parameter.schema) ? parameter.schema : {};
  const fromSchema = firstExample(schema);
  if (fromSchema.found) return fromSchema;
  if ('default' in schema) return { found: true, value: schema.default };
  if ('const' in schema) return { found: true, value: schema.const };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { found: true, value: schema.enum[0] };
  return { found: false };
}

/** Path-level parameters, overridden by the operation's own of the same name and place. */
export function parametersOf(op: Pick<MergedOperation, 'operation' | 'pathItem'>): Json[] {
  const byKey = new Map<string, Json>();
  const lists = [op.pathItem.parameters, op.operation.parameters];
  for (const list of lists) {
    for (const parameter of Array.isArray(list) ? list : []) {
      if (isRecord(parameter)) byKey.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
    }
  }
  return [...byKey.values()];
}

function toText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The JSON request body example: the media type's example(s), then the schema's. */
export function exampleBody(operation: Json): { found: boolean; value?: unknown } {
  const requestBody = isRecord(operation.requestBody) ? operation.requestBody : undefined;
  const media = requestBody && isRecord(requestBody.content) ? requestBody.content['application/json'] : undefined;
  if (!isRecord(media)) return { found: false };
  const own = firstExample(media);
  if (own.found) return own;
  return isRecord(media.schema) ? firstExample(media.schema) : { found: false };
}

function isBinary(schema: unknown): boolean {
  return isRecord(schema) && schema.type === 'string' && (schema.format === 'binary' || 'contentMediaType' in schema);
}

/**
 * A multipart body from the media type's example, else from its schema: each binary field gets a tiny
 * file of the first content type `encoding` allows (named as the example says, when it names one).
 */
export function exampleMultipart(operation: Json): FormData | undefined {
  const requestBody = isRecord(operation.requestBody) ? operation.requestBody : undefined;
  const media = requestBody && isRecord(requestBody.content) ? requestBody.content['multipart/form-data'] : undefined;
  if (!isRecord(media)) return undefined;
  const schema = isRecord(media.schema) ? media.schema : {};
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  const example = firstExample(media);
  const values = isRecord(example.value) ? example.value : {};
  const encoding = isRecord(media.encoding) ? media.encoding : {};
  const form = new FormData();
  for (const [name, property] of Object.entries(properties)) {
    const given = values[name];
    const items = isRecord(property) && property.type === 'array' ? property.items : undefined;
    if (isBinary(property) || isBinary(items)) {
      const declared = isRecord(encoding[name]) ? String(encoding[name].contentType ?? '') : '';
      const type = declared.split(',')[0]?.trim() || 'application/octet-stream';
      const names = (Array.isArray(given) ? given : [given]).map((value) => (typeof value === 'string' ? value : `example-${name}`));
      for (const fileName of names) form.append(name, new Blob(['example'], { type }), fileName);
    } else if (name in values) {
      form.append(name, toText(given));
    } else if (required.includes(name) && isRecord(property)) {
      const fallback = exampleOfParameter({ schema: property });
      if (fallback.found) form.append(name, toText(fallback.value));
    }
  }
  return form;
}

export function buildExampleRequest(op: MergedOperation, options: ExampleRequestOptions = DEFAULT_OPTIONS): ExampleRequest {
  const headers: Record<string, string> = {
    ...DEFAULT_HEADERS,
    'Device-Uuid': options.deviceUuid,
    Authorization: `Bearer ${options.token}`,
    Accept: 'application/json',
  };
  let route = op.path;
  const query = new URLSearchParams();
  for (const parameter of parametersOf(op)) {
    const name = String(parameter.name);
    const example = exampleOfParameter(parameter);
    if (parameter.in === 'path') {
      route = route.replaceAll(`{${name}}`, encodeURIComponent(example.found ? toText(example.value) : '1'));
    } else if (parameter.in === 'query' && example.found) {
      const values = Array.isArray(example.value) ? example.value : [example.value];
      for (const value of values) query.append(name, toText(value));
    } else if (parameter.in === 'header' && example.found && !Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase())) {
      headers[name] = toText(example.value);
    }
  }
  const body = exampleBody(op.operation);
  if (body.found) headers['Content-Type'] = 'application/json';
  const multipart = body.found ? undefined : exampleMultipart(op.operation);
  const search = query.toString();
  return {
    method: op.method.toUpperCase(),
    url: `${API_BASE_PATH}${route}${search ? `?${search}` : ''}`,
    headers,
    ...(body.found ? { body: JSON.stringify(body.value) } : multipart ? { body: multipart } : {}),
  };
}

/** Calls that end the seeded session or delete seeded data go last, so they do not break the others. */
export function probeOrder(operations: MergedOperation[]): MergedOperation[] {
  const destructive = (op: MergedOperation) => op.method === 'delete' || /^(logout|delete|remove|deactivate)/i.test(String(op.operation.operationId ?? ''));
  return [...operations.filter((op) => !destructive(op)), ...operations.filter(destructive)];
}
