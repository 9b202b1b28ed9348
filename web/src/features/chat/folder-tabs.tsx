/** The conversation folders as links (all, not interested, pinned, muted); the current one is marked. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationFolder } from '@sdk/generated/chat/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { languageAtom } from '../../lib/session-atoms';
import { chatLink } from './chat-links';
import { FOLDERS } from './chat-queries';

const FOLDER_KEYS: Record<ConversationFolder, string> = { all: 'all', not_interested: 'notInterested', pinned: 'pinned', muted: 'muted' };

export function folderKey(folder: ConversationFolder): string {
  return FOLDER_KEYS[folder];
}

/** Switching folders keeps the open conversation open. */
export function FolderTabs({ folder, activeChatId }: { folder: ConversationFolder; activeChatId?: number }) {
  const { t } = useTranslation('chat');
  const language = useAtomValue(languageAtom);
  return (
    <nav className="chat-folders" aria-label={t('folders.label')}>
      <ul className="chat-folders__list">
        {FOLDERS.map((name) => (
          <li key={name}>
            <Link className="chip chat-folders__link" to={chatLink(language, name, activeChatId)} aria-current={name === folder ? 'page' : undefined}>
              {t(`folders.${folderKey(name)}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
