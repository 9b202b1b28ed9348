/**
 * What one server render learned besides its HTML, for the reply entry.server.tsx sends: whether the
 * API refused the visitor's session (a 401 in any loader's call).
 */
import { createContext } from 'react-router';

export interface ServerRenderState {
  sessionRefused: boolean;
}

export const serverRenderContext = createContext<ServerRenderState>({ sessionRefused: false });
