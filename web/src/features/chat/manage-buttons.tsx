/** Opens the management of common phrases and of greeting messages, from the conversation list. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GreetingsDialog } from './greetings-dialog';
import { PhrasesDialog } from './phrases-dialog';

export function ManageButtons() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState<'phrases' | 'greetings' | undefined>();
  return (
    <div className="chat__manage">
      <button type="button" className="button button--secondary" onClick={() => setOpen('phrases')}>
        {t('phrases.title')}
      </button>
      <button type="button" className="button button--secondary" onClick={() => setOpen('greetings')}>
        {t('greetings.title')}
      </button>
      {open === 'phrases' ? <PhrasesDialog onClose={() => setOpen(undefined)} /> : null}
      {open === 'greetings' ? <GreetingsDialog onClose={() => setOpen(undefined)} /> : null}
    </div>
  );
}
