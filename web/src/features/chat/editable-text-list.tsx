/**
 * A list of the user's own short texts (common phrases, greetings) with edit and delete on each and an
 * add form below, which gives way to a note once the maximum is reached.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextItemForm } from './text-item-form';

export interface TextItem {
  id: number;
  text: string;
}

interface EditableTextListProps {
  items: readonly TextItem[];
  max: number;
  maxLength: number;
  /** Keys under `chat:` for this kind of item: `<kind>.count`, `.new`, `.add`, `.full`, `.listLabel`, `.empty`. */
  kind: 'phrases' | 'greetings';
  pending: boolean;
  onAdd: (text: string) => Promise<boolean>;
  onSave: (id: number, text: string) => Promise<boolean>;
  onDelete: (id: number) => void;
  /** Something before the text of each item (the greeting's "send this one" choice). */
  lead?: (item: TextItem) => ReactNode;
}

export function EditableTextList({ items, max, maxLength, kind, pending, onAdd, onSave, onDelete, lead }: EditableTextListProps) {
  const { t } = useTranslation('chat');
  const [editing, setEditing] = useState<number | undefined>();
  return (
    <div className="chat-text-list">
      <p className="chat-text-list__count">{t(`${kind}.count`, { count: items.length, max })}</p>
      {items.length === 0 ? <p>{t(`${kind}.empty`)}</p> : null}
      <ul className="chat-text-list__items" aria-label={t(`${kind}.listLabel`)}>
        {items.map((item) => (
          <li key={item.id} className="chat-text-list__item">
            {editing === item.id ? (
              <TextItemForm
                label={t('items.editLabel')}
                submitLabel={t('items.save')}
                maxLength={maxLength}
                initial={item.text}
                pending={pending}
                onSubmit={async (text) => {
                  const saved = await onSave(item.id, text);
                  if (saved) setEditing(undefined);
                  return false;
                }}
                onCancel={() => setEditing(undefined)}
              />
            ) : (
              <>
                {lead?.(item)}
                <span className="chat-text-list__text" dir="auto">
                  {item.text}
                </span>
                <span className="chat-text-list__actions">
                  <button type="button" className="button button--link" onClick={() => setEditing(item.id)} aria-label={t('items.edit', { text: item.text })}>
                    {t('items.editShort')}
                  </button>
                  <button type="button" className="button button--link" disabled={pending} onClick={() => onDelete(item.id)} aria-label={t('items.delete', { text: item.text })}>
                    {t('items.deleteShort')}
                  </button>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      {items.length >= max ? (
        <p className="chat-tools__note">{t(`${kind}.full`, { max })}</p>
      ) : (
        <TextItemForm label={t(`${kind}.new`)} submitLabel={t(`${kind}.add`)} maxLength={maxLength} pending={pending} onSubmit={onAdd} />
      )}
    </div>
  );
}
