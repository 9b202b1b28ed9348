/** The query scope hands out one object while country, language and user stay: components reading it do not render again. */
import { createStore } from 'jotai';
import type { SessionUser } from '@sdk/generated/auth/hooks';
import { describe, expect, it } from 'vitest';
import { countryAtom, languageAtom, queryScopeAtom, sessionAtom } from '../../web/src/lib/session-atoms';

const user = { id: 42 } as SessionUser;

describe('queryScopeAtom', () => {
  it('keeps the same scope object through the guest login', () => {
    const store = createStore();
    const before = store.get(queryScopeAtom);
    store.set(sessionAtom, { kind: 'guest', token: 'guest-token', guestId: 7 });
    expect(store.get(queryScopeAtom)).toBe(before);
    expect(before).toEqual({ country: 'ph', language: 'en-us', user: 'anonymous' });
  });

  it('gives a new scope when the user, the language or the country changes', () => {
    const store = createStore();
    const guest = store.get(queryScopeAtom);
    store.set(sessionAtom, { kind: 'user', sessionId: 's1', user });
    const signedIn = store.get(queryScopeAtom);
    expect(signedIn).not.toBe(guest);
    expect(signedIn.user).toBe(42);
    store.set(languageAtom, 'ja');
    expect(store.get(queryScopeAtom)).toEqual({ country: 'ph', language: 'ja', user: 42 });
    store.set(countryAtom, 'sg');
    expect(store.get(queryScopeAtom).country).toBe('sg');
  });
});
