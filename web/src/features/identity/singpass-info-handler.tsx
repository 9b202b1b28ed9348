/**
 * Mounted on every page (root layout): listens for the provider pop-up's return, and when the address
 * carries showSingpassInfo and someone is signed in, the identity dialogs load (lazily, with their translations) and run. The flow stays mounted from
 * the confirm dialog to the success dialog even though the parameter leaves the address in between.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAtomValue } from '../../lib/app-jotai';
import { sessionAtom } from '../../lib/session-atoms';
import { returnTargetOf, SHOW_INFO_PARAM } from './singpass-return';

const SingpassInfoFlow = lazy(() => import('./singpass-info-flow'));

export function SingpassInfoHandler() {
  const [params] = useSearchParams();
  const session = useAtomValue(sessionAtom);
  const [holding, setHolding] = useState(false);
  // Each return from the provider starts the flow afresh (a retry from the failure dialog refetches S02).
  const [returns, setReturns] = useState(0);
  const navigate = useNavigate();
  // The provider pop-up's callback hands back the return address: go there inside the app.
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const target = returnTargetOf(event, window.location.origin);
      if (!target) return;
      setReturns((count) => count + 1);
      void navigate(target);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);
  const requested = params.has(SHOW_INFO_PARAM);
  if (session.kind !== 'user' || (!requested && !holding)) return null;
  return (
    <Suspense fallback={null}>
      <SingpassInfoFlow key={returns} onHold={setHolding} />
    </Suspense>
  );
}
