/**
 * Sharing more than words: a file (under 5 MB, checked before it is uploaded), a resume and phone
 * numbers. Resumes and phone numbers wait until both parties have replied, and the screen says so.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { checkFileContent, IMAGE_FORMATS, type FileFormat } from '../../lib/file-signature';
import { useTranslation } from 'react-i18next';
import type { ChatConversation } from '@sdk/generated/chat/hooks';
import { useIntlLocale } from '../../lib/use-intl-locale';
import { describeChatError } from './chat-errors';
import { useRequestPhoneExchangeMutation, useSendFileInChatMutation, useUploadFileMutation } from './chat-mutation-queries';
import { formatFileSize } from './message-cards';
import { SendResumeDialog } from './send-resume-dialog';
import { ChatAlert } from './chat-alert';

/** Chat files must be under 5 MB (spec section 5); the upload would refuse them with 41085 anyway. */
export const MAX_CHAT_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_CHAT_IMAGE_BYTES = 4 * 1024 * 1024;
/** What a chat file may be (the uploadFile contract): images, PDF, Word, Excel and plain text. */
const CHAT_FILE_FORMATS: readonly FileFormat[] = ['jpg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt'];
const ACCEPTED_FILES = '.pdf,.doc,.docx,.xls,.xlsx,.txt,.jpg,.jpeg,.png,.gif,.webp';

type Status = { kind: 'uploading'; name: string } | { kind: 'sent'; name: string } | { kind: 'error'; message: string } | undefined;

export function ContactTools({ conversation }: { conversation: ChatConversation }) {
  const { t } = useTranslation('chat');
  const locale = useIntlLocale();
  const ruleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>();
  const [choosingResume, setChoosingResume] = useState(false);
  const upload = useUploadFileMutation();
  const sendFile = useSendFileInChatMutation();
  const phone = useRequestPhoneExchangeMutation();
  const allowed = conversation.can_exchange_contact;
  const busy = upload.isPending || sendFile.isPending;

  const onError = (error: unknown, rule?: 'bothReplied') => setStatus({ kind: 'error', message: describeChatError(error, t, rule) ?? '' });

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_CHAT_FILE_BYTES) {
      setStatus({ kind: 'error', message: t('files.tooLarge', { name: file.name, size: formatFileSize(file.size, locale) }) });
      return;
    }
    // By content, before anything is sent: a PNG named .pdf, or an archive, never leaves.
    const format = await checkFileContent(file, CHAT_FILE_FORMATS);
    if (!format) {
      setStatus({ kind: 'error', message: t('files.notAllowed', { name: file.name }) });
      return;
    }
    if (IMAGE_FORMATS.includes(format) && file.size > MAX_CHAT_IMAGE_BYTES) {
      setStatus({ kind: 'error', message: t('files.imageTooLarge', { name: file.name, size: formatFileSize(file.size, locale) }) });
      return;
    }
    setStatus({ kind: 'uploading', name: file.name });
    try {
      const { files } = await upload.mutateAsync({ data: { files: [file], filename: file.name } });
      const uploaded = files[0];
      if (!uploaded) throw new Error('The upload answered no file');
      await sendFile.mutateAsync({ chatId: conversation.id, data: { upload_id: uploaded.id } });
      setStatus({ kind: 'sent', name: file.name });
    } catch (error) {
      onError(error);
    }
  }

  function exchangePhone() {
    setStatus(undefined);
    phone.mutate({ chatId: conversation.id }, { onError: (error) => onError(error, 'bothReplied') });
  }

  return (
    <div className="chat-tools">
      <div className="chat-tools__row" role="group" aria-label={t('tools.label')}>
        <input ref={fileInput} type="file" className="visually-hidden" tabIndex={-1} aria-hidden="true" accept={ACCEPTED_FILES} onChange={(event) => void onFile(event)} />
        <button type="button" className="chip" disabled={busy} aria-describedby={`${ruleId}-files`} onClick={() => fileInput.current?.click()}>
          {t('files.attach')}
        </button>
        <button type="button" className="chip" disabled={!allowed} aria-describedby={allowed ? undefined : ruleId} onClick={() => setChoosingResume(true)}>
          {t('tools.sendResume')}
        </button>
        <button type="button" className="chip" disabled={!allowed || phone.isPending} aria-describedby={allowed ? undefined : ruleId} onClick={exchangePhone}>
          {t('tools.exchangePhone')}
        </button>
      </div>
      <p id={`${ruleId}-files`} className="chat-tools__note">
        {t('files.limit')}
      </p>
      {allowed ? null : (
        <p id={ruleId} className="chat-tools__note chat-tools__note--rule">
          {t('rules.bothReplied')}
        </p>
      )}
      <div role="status" className="chat-tools__status">
        {status?.kind === 'uploading' ? t('files.uploading', { name: status.name }) : status?.kind === 'sent' ? t('files.sent', { name: status.name }) : null}
      </div>
      <ChatAlert message={status?.kind === 'error' ? status.message : null} />
      {choosingResume ? <SendResumeDialog chatId={conversation.id} onClose={() => setChoosingResume(false)} /> : null}
    </div>
  );
}
