/**
 * Mock mode only: stands in for the mobile app, scanning and confirming the code as Maria (the seeded
 * session `session-complete-profile` of docs/mock-users.md), so QA and tests can finish the flow.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmQrLogin } from './sign-in-options-queries';
import { describeError } from '../../lib/describe-error';

const MOCK_APP_SESSION = 'session-complete-profile';

export function SimulateQrConfirm({ qrId, onDone }: { qrId: string; onDone: () => void }) {
  const { t } = useTranslation('sign-in-options');
  const [state, setState] = useState<{ pending: boolean; error?: unknown }>({ pending: false });

  async function simulate() {
    setState({ pending: true });
    const asApp = { headers: { Authorization: `Bearer ${MOCK_APP_SESSION}` } };
    try {
      await confirmQrLogin(qrId, { action: 'scan' }, asApp);
      await confirmQrLogin(qrId, { action: 'confirm' }, asApp);
      setState({ pending: false });
      onDone();
    } catch (error) {
      setState({ pending: false, error });
    }
  }

  return (
    <div className="sign-in-options__mock">
      <button type="button" className="button button--secondary" onClick={() => void simulate()} disabled={state.pending}>
        {t('qr.simulate')}
      </button>
      {state.error ? (
        <p className="sign-in-options__error" role="alert">
          {describeError(state.error, t)}
        </p>
      ) : null}
    </div>
  );
}
