/** The chat's greetings dialog: the greeting messages list (greetings-panel.tsx) in the chat's dialog frame. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatDialog } from './chat-dialog';
import { GreetingsPanel } from './greetings-panel';

export function GreetingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chat');
  const [busy, setBusy] = useState(false);
  return (
    <ChatDialog title={t('greetings.title')} onClose={onClose} busy={busy}>
      <GreetingsPanel onPendingChange={setBusy} />
    </ChatDialog>
  );
}
