/** Managing common phrases (quick replies): up to 20, added, edited and deleted here. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createCommonPhraseBodyTextMax, updateCommonPhraseBodyTextMax } from '@sdk/generated/chat/zod';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useQueryScope } from '../../lib/query-scope';
import { ChatDialog } from './chat-dialog';
import { describeChatError } from './chat-errors';
import { useCommonPhraseMutations } from './chat-mutation-queries';
import { commonPhrasesQuery } from './chat-queries';
import { EditableTextList } from './editable-text-list';
import { ChatAlert } from './chat-alert';

export const MAX_PHRASES = 20;
/** A phrase's `text`, added (createCommonPhrase) or edited (updateCommonPhrase): the tighter bound. */
export const PHRASE_MAX_LENGTH = Math.min(createCommonPhraseBodyTextMax, updateCommonPhraseBodyTextMax);

export function PhrasesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chat');
  const phrases = useQuery(commonPhrasesQuery(useQueryScope()));
  const items = useCommonPhraseMutations();
  return (
    <ChatDialog title={t('phrases.title')} onClose={onClose} busy={items.pending}>
      {phrases.isPending ? (
        <LoadingState />
      ) : phrases.isError ? (
        <ErrorState error={phrases.error} onRetry={() => void phrases.refetch()} compact />
      ) : (
        <EditableTextList
          items={phrases.data.phrases}
          max={phrases.data.max_count ?? MAX_PHRASES}
          maxLength={PHRASE_MAX_LENGTH}
          kind="phrases"
          pending={items.pending}
          onAdd={items.add}
          onSave={items.save}
          onDelete={items.remove}
        />
      )}
      <p role="status" className="chat-tools__status">
        {items.done ? t(`items.${items.done}`) : null}
      </p>
      <ChatAlert message={items.error ? describeChatError(items.error, t) : null} />
    </ChatDialog>
  );
}
