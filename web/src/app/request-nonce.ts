/** The Content-Security-Policy nonce of the page being rendered (server only; the browser needs none). */
import { createContext, useContext } from 'react';
import { createContext as createRouterContext } from 'react-router';

export const nonceContext = createRouterContext<string | undefined>(undefined);

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
