/**
 * Request validation with the generated zod schemas: an invalid body, query or path answers 40001
 * with per-field messages, as the servers do. Query and path values arrive as strings and are
 * converted to numbers or booleans where the schema expects one.
 */
import { ErrorCode } from '../../sdk/generated/error-codes';
import type { z } from 'zod';
import { fail } from '../http/reply';

export type Validated<T> = { ok: true; data: T } | { ok: false; response: Response };

function invalid(error: z.ZodError): { ok: false; response: Response } {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    (fields[name] ??= []).push(issue.message);
  }
  return { ok: false, response: fail(ErrorCode.ValidationFailed, { fields }) };
}

function check<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : invalid(result.error);
}

export async function validateBody<S extends z.ZodType>(request: Request, schema: S): Promise<Validated<z.output<S>>> {
  let body: unknown;
  try {
    const text = await request.text();
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return { ok: false, response: fail(ErrorCode.ValidationFailed, { fields: { body: ['The body is not valid JSON.'] } }) };
  }
  return check(schema, body);
}

/** The innermost type name of a field schema (through optional, default, nullable wrappers). */
function baseType(schema: z.ZodType): string {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 5; depth += 1) {
    const def = current.def as { type: string; innerType?: z.ZodType };
    if (!def.innerType) return def.type;
    current = def.innerType;
  }
  return current.def.type;
}

/** Numbers, and unions or literals of numbers (`sort: 1 | 2 | 3`), arrive as strings in a URL. */
const NUMERIC_TYPES = new Set(['number', 'union', 'literal', 'enum']);

function convert(value: string, type: string): unknown {
  if (NUMERIC_TYPES.has(type) && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** Validates string values (query parameters or path parameters) against an object schema. */
export function validateValues<S extends z.ZodObject>(
  values: Record<string, string | readonly string[] | undefined>,
  schema: S,
): Validated<z.output<S>> {
  const input: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const raw = values[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string') input[key] = field.safeParse(value).success ? value : convert(value, baseType(field));
  }
  return check(schema, input);
}

export function validateQuery<S extends z.ZodObject>(request: Request, schema: S): Validated<z.output<S>> {
  return validateValues(Object.fromEntries(new URL(request.url).searchParams), schema);
}
