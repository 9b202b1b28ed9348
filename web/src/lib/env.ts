/**
 * Build-time settings, validated once at start-up. Only VITE_* variables reach the browser and none
 * of them is a secret: base URLs, the host-to-country map and the mode.
 */
import { z } from 'zod';

const jsonRecord = z
  .string()
  .optional()
  .transform((text, context) => {
    if (!text) return {} as Record<string, string>;
    try {
      return z.record(z.string(), z.string()).parse(JSON.parse(text));
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON object of strings' });
      return z.NEVER;
    }
  });

const envSchema = z.object({
  /** `mock`: MSW answers in the browser; `real`: the servers at the base URLs. */
  VITE_API_MODE: z.enum(['mock', 'real']).default('real'),
  VITE_API_BASE_URL: z.string().min(1).default('/api'),
  /** Per server prefix overrides, e.g. {"search":"https://search.example.com/api"}. */
  VITE_API_BASE_URLS: jsonRecord,
  /** Extra host → country key entries as JSON, e.g. {"staging.example.sg":"sg"} (read by parseHostMap). */
  VITE_COUNTRY_HOSTS: z.string().optional(),
  VITE_ASSETS_HOST: z.string().default(''),
});

export type AppEnv = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): AppEnv {
  return envSchema.parse(source);
}

export const env: AppEnv = parseEnv(import.meta.env);
