/**
 * Under the app's Content-Security-Policy (no 'unsafe-eval') every `new Function` is a reported
 * violation, even when zod catches the throw. After the app's start-up module, building and using the
 * contract schemas must never construct a Function.
 */
import { afterEach, describe, expect, it } from 'vitest';

const NativeFunction = globalThis.Function;

afterEach(() => {
  globalThis.Function = NativeFunction;
});

describe('zod under the Content-Security-Policy', () => {
  it('builds and parses object schemas without eval once the app has started', async () => {
    const evaluated: unknown[][] = [];
    globalThis.Function = new Proxy(NativeFunction, {
      construct(target, args: unknown[]) {
        evaluated.push(args);
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args: unknown[]) {
        evaluated.push(args);
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    await import('../../web/src/app/zod-jitless');
    const { loginAsGuestBody } = await import('../../sdk/generated/auth/zod');
    const body = { guest_role: 'jobseeker', country_id: 167, language_id: 1, device_name: 'web', device_type: 'web', device_uuid: 'd-1' };
    for (let i = 0; i < 3; i += 1) expect(loginAsGuestBody.parse(body)).toEqual(body);
    expect(loginAsGuestBody.safeParse({ ...body, device_uuid: '' }).success).toBe(false);
    expect(evaluated).toEqual([]);
  });

  it('is the first thing the entry module imports, before any schema can be built', async () => {
    const { readFileSync } = await import('node:fs');
    const entry = readFileSync(new URL('../../web/src/app/entry.client.tsx', import.meta.url), 'utf8');
    const firstImport = /^import\s+(?:[^'"]+from\s+)?'([^']+)';/m.exec(entry)?.[1];
    expect(firstImport).toBe('./zod-jitless');
  });
});
