/**
 * zod compiles object parsers with `new Function` and probes for that with a caught `new Function("")`
 * when the first object schema is built. Under the app's Content-Security-Policy (no 'unsafe-eval')
 * the probe is a reported `securitypolicyviolation` even though zod swallows the throw. jitless turns
 * both off. It must be set before any schema module is evaluated, so entry.client imports this file first.
 *
 * zod 4 keeps its config on `globalThis.__zod_globalConfig` and adopts an object already there
 * (zod/v4/core/core.js), so the flag is set without loading zod: zod stays out of a first visit's
 * JavaScript (3.4 KiB). tests/unit/zod-jitless.test.ts checks that zod reads it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
