/**
 * Mounted on every page (root layout): listens for the provider pop-up's return, and when the address
 * carries showSingpassInfo and someone is signed in, the identity dialogs load (lazily, with their translations) and run. The flow stays mounted from
 * the confirm dialog to the success dialog even though the parameter leaves the address in between.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { sessionAtom } from '../../lib/session-atoms';
import { returnMessageOf, SHOW_INFO_PARAM } from './singpass-return';
import { useFinishSingpassTrip } from './use-finish-singpass-trip';

const SingpassInfoFlow = lazy(() => import('./singpass-info-flow'));

export function SingpassInfoHandler() {
  const [params] = useSearchParams();
  const session = useAtomValue(sessionAtom);
  const [holding, setHolding] = useState(false);
  // Each return from the provider starts the flow afresh (a retry from the failure dialog refetches S02).
  const [returns, setReturns] = useState(0);
  const navigate = useNavigate();
  const finish = useFinishSingpassTrip();
  // The provider pop-up's callback hands back the code, the state and the return address: this window
  // started the round trip, so it finishes it, then goes there inside the app (where the dialogs show
  // the identity, or "verification failed" when the round trip did not hold).
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const message = returnMessageOf(event, window.location.origin);
      if (!message) return;
      void finish(message.code, message.state).then(() => {
        setReturns((count) => count + 1);
        return navigate(message.target);
      });
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate, finish]);
  const requested = params.has(SHOW_INFO_PARAM);
  if (session.kind !== 'user' || (!requested && !holding)) return null;
  return (
    <Suspense fallback={null}>
      <SingpassInfoFlow key={returns} onHold={setHolding} />
    </Suspense>
  );
}
