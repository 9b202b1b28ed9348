/** Says when live updates are interrupted (and why, when the server said), while the page reconnects. */
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../lib/app-jotai';
import { socketErrorAtom, socketStatusAtom } from './chat-atoms';
import { describeChatError } from './chat-errors';

export function ConnectionStatus() {
  const { t } = useTranslation('chat');
  const status = useAtomValue(socketStatusAtom);
  const error = useAtomValue(socketErrorAtom);
  const reason = error === undefined ? null : describeChatError(error, t);
  return (
    <p className="chat-connection" role="status">
      {status === 'reconnecting' ? (reason ? t('connection.failed', { reason }) : t('connection.reconnecting')) : ''}
    </p>
  );
}
