/**
 * zod compiles object parsers with `new Function` and probes for that with a caught `new Function("")`
 * when the first object schema is built. Under the app's Content-Security-Policy (no 'unsafe-eval')
 * the probe is a reported `securitypolicyviolation` even though zod swallows the throw. jitless turns
 * both off. It must run before any schema module is evaluated, so main.tsx imports this file first.
 * Only zod's tiny core config is imported: the entry chunk stays free of the schema library.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
