/** Shared pieces the profile setup added to lib: the resume-flow flags and the 40001 field messages. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@sdk/api-error';
import { clearResumeFlowFlags, inResumeFlow, RESUME_FLOW_FLAGS, setResumeFlowFlag } from '../../web/src/lib/resume-flow';
import { serverFieldErrors, showServerFieldErrors } from '../../web/src/lib/server-field-errors';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('resume-flow flags', () => {
  it('are set one by one and cleared all at once', () => {
    const storage = memoryStorage();
    expect(inResumeFlow(storage)).toBe(false);
    setResumeFlowFlag('quickUpload', storage);
    expect(inResumeFlow(storage)).toBe(true);
    setResumeFlowFlag('createResume', storage);
    expect([...storage.items.keys()].sort()).toEqual(Object.values(RESUME_FLOW_FLAGS).sort());
    clearResumeFlowFlags(storage);
    expect(storage.items.size).toBe(0);
    expect(inResumeFlow(storage)).toBe(false);
  });

  it('do nothing without storage', () => {
    expect(() => setResumeFlowFlag('quickUpload', undefined)).not.toThrow();
    expect(inResumeFlow(undefined)).toBe(false);
  });
});

describe('server field errors', () => {
  const invalid = ApiError.fromReply(422, { code: 40001, message: 'Invalid', errors: { fields: { birthday: ['', 'Too young.'], job_preferences: ['Add one.'] } } });

  it('reads the first message of each field of a 40001, nothing of anything else', () => {
    expect(serverFieldErrors(invalid)).toEqual({ birthday: 'Too young.', job_preferences: 'Add one.' });
    expect(serverFieldErrors(ApiError.fromReply(500, { code: 50001 }))).toEqual({});
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });

  it("puts them on the form's fields, focusing the first, and returns the ones it could not place", () => {
    const calls: unknown[][] = [];
    const unplaced = showServerFieldErrors<{ birthday: string }>(invalid, (...args) => void calls.push(args), { birthday: 'birthday' });
    expect(calls).toEqual([['birthday', { type: 'server', message: 'Too young.' }, { shouldFocus: true }]]);
    expect(unplaced).toEqual(['job_preferences']);
  });
});
