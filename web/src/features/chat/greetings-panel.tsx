/**
 * Greeting messages: up to 10, one of them sent automatically as the first message of a new chat when
 * the setting is on. Turning it on needs the auto-reply permission (a complete profile). One list for the
 * chat's greetings dialog and the account settings page's greetings tab.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GreetingList } from '@sdk/generated/chat/hooks';
import { createGreetingBodyTextMax, updateGreetingBodyTextMax } from '@sdk/generated/chat/zod';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useQueryScope } from '../../lib/query-scope';
import { describeChatError } from './chat-errors';
import { useGreetingMutations, useUpdateGreetingSettingsMutation } from './chat-mutation-queries';
import { greetingsQuery } from './chat-queries';
import { EditableTextList } from './editable-text-list';
import { ChatAlert } from './chat-alert';
import './chat.css';

export const MAX_GREETINGS = 10;
/** A greeting's `text`, added (createGreeting) or edited (updateGreeting): the tighter bound. */
export const GREETING_MAX_LENGTH = Math.min(createGreetingBodyTextMax, updateGreetingBodyTextMax);

function GreetingSettings({ list }: { list: GreetingList }) {
  const { t } = useTranslation('chat');
  const hintId = useId();
  const settings = useUpdateGreetingSettingsMutation();
  const noPermission = !list.has_auto_reply_permission;

  function change(isEnabled: boolean, greetingId: number | null) {
    settings.mutate({ data: { is_enabled: isEnabled, ...(greetingId === null ? {} : { greeting_id: greetingId }) } });
  }

  return (
    <div className="chat-greeting-settings">
      <label className="chat-form__choice">
        <input
          type="checkbox"
          checked={list.is_enabled}
          disabled={settings.isPending || (noPermission && !list.is_enabled) || list.greetings.length === 0}
          aria-describedby={hintId}
          onChange={(event) => change(event.target.checked, list.selected_greeting_id)}
        />
        <span>{t('greetings.enable')}</span>
      </label>
      <p id={hintId} className="chat-tools__note">
        {noPermission ? t('greetings.noPermission') : list.greetings.length === 0 ? t('greetings.addFirst') : t('greetings.enableHint')}
      </p>
      <ChatAlert message={settings.isError ? describeChatError(settings.error, t) : null} />
    </div>
  );
}

interface GreetingsPanelProps {
  /** Told when a change starts or ends (the dialog holds its close control meanwhile). */
  onPendingChange?: (pending: boolean) => void;
}

export function GreetingsPanel({ onPendingChange }: GreetingsPanelProps) {
  const { t } = useTranslation('chat');
  const greetings = useQuery(greetingsQuery(useQueryScope()));
  const choiceName = useId();
  const select = useUpdateGreetingSettingsMutation();
  const items = useGreetingMutations();
  const list = greetings.data;
  const failure = items.error ?? (select.isError ? select.error : undefined);
  useEffect(() => onPendingChange?.(items.pending), [items.pending, onPendingChange]);

  function choose(id: number) {
    if (!list) return;
    select.mutate({ data: { is_enabled: list.is_enabled, greeting_id: id } });
  }

  return (
    <>
      {greetings.isPending ? (
        <LoadingState />
      ) : greetings.isError || !list ? (
        <ErrorState error={greetings.error} onRetry={() => void greetings.refetch()} compact />
      ) : (
        <>
          <GreetingSettings list={list} />
          <EditableTextList
            items={list.greetings}
            max={list.max_count ?? MAX_GREETINGS}
            maxLength={GREETING_MAX_LENGTH}
            kind="greetings"
            pending={items.pending || select.isPending}
            onAdd={items.add}
            onSave={items.save}
            onDelete={items.remove}
            lead={(item) => (
              <input
                type="radio"
                name={choiceName}
                className="chat-text-list__choice"
                checked={list.selected_greeting_id === item.id}
                onChange={() => choose(item.id)}
                aria-label={t('greetings.choose', { text: item.text })}
              />
            )}
          />
        </>
      )}
      <p role="status" className="chat-tools__status">
        {items.done ? t(`items.${items.done}`) : null}
      </p>
      <ChatAlert message={failure ? describeChatError(failure, t) : null} />
    </>
  );
}

/** The translation namespaces a page that shows the panel must load before it renders. */
export const greetingsPanelNamespaces = ['chat'] as const;
