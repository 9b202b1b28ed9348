/**
 * The hooks see replies after the transport has unwrapped the envelope, so they are generated from a
 * copy of the contract whose success replies are the envelope's `data` schema. The wire types
 * (openapi-typescript) and the zod schemas keep the full envelope.
 */
import type { BundledSpec } from './sdk-tables';

type Schema = { $ref?: string; properties?: Record<string, Schema>; [key: string]: unknown };

function resolve(spec: BundledSpec, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return resolve(spec, spec.components?.schemas?.[name] as Schema | undefined);
}

export function unwrapEnvelopes(spec: BundledSpec): BundledSpec {
  const copy = structuredClone(spec);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const op of Object.values(item)) {
      const responses = (op as { responses?: Record<string, { content?: Record<string, { schema?: Schema; examples?: unknown; example?: unknown }> }> }).responses;
      for (const [status, response] of Object.entries(responses ?? {})) {
        const media = /^2\d\d$/.test(status) ? response.content?.['application/json'] : undefined;
        const data = resolve(copy, media?.schema)?.properties?.data;
        if (media && data) {
          media.schema = data;
          delete media.examples;
          delete media.example;
        }
      }
    }
  }
  return copy;
}
