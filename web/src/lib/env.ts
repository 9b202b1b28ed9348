/**
 * Build-time settings, validated once at start-up. Only VITE_* variables reach the browser and none
 * of them is a secret: base URLs, the host-to-country map and the mode. zod/mini keeps the
 * validator out of the way of the first page's download.
 */
import * as z from 'zod/mini';

const jsonRecord = z.pipe(
  z.optional(z.string()),
  z.transform((text, context) => {
    if (!text) return {} as Record<string, string>;
    try {
      return z.record(z.string(), z.string()).parse(JSON.parse(text));
    } catch {
      context.issues.push({ code: 'custom', message: 'must be a JSON object of strings', input: text });
      return {} as Record<string, string>;
    }
  }),
);

const envSchema = z.object({
  /** `mock`: MSW answers in the browser; `real`: the servers at the base URLs. */
  VITE_API_MODE: z._default(z.enum(['mock', 'real']), 'real'),
  VITE_API_BASE_URL: z._default(z.string().check(z.minLength(1)), '/api'),
  /** Per server prefix overrides, e.g. {"search":"https://search.example.com/api"}. */
  VITE_API_BASE_URLS: jsonRecord,
  /** Extra host → country key entries as JSON, e.g. {"staging.example.sg":"sg"} (read by parseHostMap). */
  VITE_COUNTRY_HOSTS: z.optional(z.string()),
  VITE_ASSETS_HOST: z._default(z.string(), ''),
  /** The company (employer) site: sign-in redirects there go through the login-redirect handoff. */
  VITE_COMPANY_HOST: z._default(z.string(), 'employer.jobchat.example'),
  /** Comma-separated hosts a sign-in redirect may go to besides this app and the company site (".x.com" allows subdomains). */
  VITE_REDIRECT_HOSTS: z._default(z.string(), ''),
});

export type AppEnv = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): AppEnv {
  return envSchema.parse(source);
}

export const env: AppEnv = parseEnv(import.meta.env);
