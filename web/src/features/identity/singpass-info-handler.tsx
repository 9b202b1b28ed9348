/**
 * Mounted on every page (root layout): listens for the provider pop-up's return, and when the address
 * carries showSingpassInfo and someone is signed in, the identity dialogs load (lazily, with their translations) and run. The flow stays mounted from
 * the confirm dialog to the success dialog even though the parameter leaves the address in between.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LazyDialogBoundary } from '../../components/lazy-part-boundary';
import { useAtomValue } from '../../lib/app-jotai';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { useRemoveSearchParam } from '../../lib/use-remove-search-param';
import { sessionAtom } from '../../lib/session-atoms';
import { returnMessageOf, SHOW_INFO_PARAM } from './singpass-return';
import { useFinishSingpassTrip } from './use-finish-singpass-trip';

const SingpassInfoFlow = lazyWithPreload(() => import('./singpass-info-flow'));

export function SingpassInfoHandler() {
  const [params] = useSearchParams();
  const removeParam = useRemoveSearchParam(SHOW_INFO_PARAM);
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
  // Closing the flow that could not load: as its own dialogs close, the parameter leaves the address.
  const closeUnloaded = () => {
    setHolding(false);
    removeParam();
  };
  if (session.kind !== 'user' || (!requested && !holding)) return null;
  return (
    <LazyDialogBoundary onClose={closeUnloaded}>
      <SingpassInfoFlow key={returns} onHold={setHolding} />
    </LazyDialogBoundary>
  );
}
