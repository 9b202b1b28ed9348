// @vitest-environment happy-dom
/**
 * Under the app's Content-Security-Policy (no 'unsafe-eval') every `new Function` is a reported
 * violation, even when zod catches the throw. From the browser's start (the entry module and all it
 * imports) on, building and using the contract schemas must never construct a Function.
 */
import { config } from 'zod/v4/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The browser's start, without a page the server rendered: an app state to start from, and a start that
// does not finish (nothing to hydrate here). Everything the entry imports is the real module.
vi.mock('@web/app/app-state', async (importOriginal) => ({ ...(await importOriginal<object>()), readAppState: () => ({}) }));
vi.mock('@web/app/bootstrap', async (importOriginal) => ({ ...(await importOriginal<object>()), startBrowserApp: () => new Promise(() => undefined) }));

const NativeFunction = globalThis.Function;
/** Every attempt to compile code from a string, each refused as the policy refuses it. */
const evaluated: unknown[][] = [];
const refuse = (args: unknown[]): never => {
  evaluated.push(args);
  throw new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' is not an allowed source of script");
};

beforeAll(async () => {
  globalThis.Function = new Proxy(NativeFunction, { construct: (_target, args: unknown[]) => refuse(args), apply: (_target, _self, args: unknown[]) => refuse(args) });
  await import('@web/entry.client');
});

afterAll(() => {
  globalThis.Function = NativeFunction;
});

describe('zod under the Content-Security-Policy', () => {
  it('is set to build no code before anything the browser start-up imports could build a schema', () => {
    expect(evaluated).toEqual([]);
    expect(config().jitless).toBe(true);
  });

  it('builds and parses object schemas without eval once the app has started', async () => {
    const { loginAsGuestBody } = await import('../../sdk/generated/auth/zod');
    const body = { guest_role: 'jobseeker', country_id: 167, language_id: 1, device_name: 'web', device_type: 'web', device_uuid: 'd-1' };
    for (let i = 0; i < 3; i += 1) expect(loginAsGuestBody.parse(body)).toEqual(body);
    expect(loginAsGuestBody.safeParse({ ...body, device_uuid: '' }).success).toBe(false);
    expect(evaluated).toEqual([]);
  });
});
