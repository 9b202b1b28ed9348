/** Sign-in methods are for people who are not signed in: a signed-in user goes to /get-started, which offers to sign out. */
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { paths } from '../../lib/paths';
import { languageAtom, sessionAtom } from '../../lib/session-atoms';

export function GuestsOnly({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const language = useAtomValue(languageAtom);
  // Decided on arrival: signing in on this page must not bounce the user before it navigates on.
  const [arrivedSignedIn] = useState(session.kind === 'user');
  if (arrivedSignedIn) return <Navigate to={paths.getStarted(language)} replace />;
  return children;
}
