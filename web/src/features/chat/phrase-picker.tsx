/** Common phrases at hand in the composer: a disclosure listing them; picking one puts it in the message. */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useQueryScope } from '../../lib/query-scope';
import { commonPhrasesQuery } from './chat-queries';
import { PhrasesDialog } from './phrases-dialog';

export function PhrasePicker({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useTranslation('chat');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [managing, setManaging] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const phrases = useQuery({ ...commonPhrasesQuery(useQueryScope()), enabled: open || managing });

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  return (
    <>
    <div className="chat-phrases" onKeyDown={onKeyDown}>
      <button ref={toggleRef} type="button" className="button button--secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('phrases.open')}
      </button>
      <div id={panelId} className="chat-phrases__panel" hidden={!open}>
        {!open ? null : phrases.isPending ? (
          <LoadingState />
        ) : phrases.isError ? (
          <ErrorState error={phrases.error} onRetry={() => void phrases.refetch()} compact />
        ) : (
          <>
            {phrases.data.phrases.length === 0 ? <p>{t('phrases.none')}</p> : null}
            <ul className="chat-phrases__list" aria-label={t('phrases.title')}>
              {phrases.data.phrases.map((phrase) => (
                <li key={phrase.id}>
                  <button
                    type="button"
                    className="chat-phrases__pick"
                    dir="auto"
                    onClick={() => {
                      setOpen(false);
                      onPick(phrase.text);
                    }}
                  >
                    {phrase.text}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="button button--link" onClick={() => setManaging(true)}>
              {t('phrases.manage')}
            </button>
          </>
        )}
      </div>
    </div>
    {managing ? <PhrasesDialog onClose={() => setManaging(false)} /> : null}
    </>
  );
}
