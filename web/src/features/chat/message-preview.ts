/** One line for a message: the conversation list's last message and a notification's body. */
import type { TFunction } from 'i18next';
import type { ChatMessage } from '@sdk/generated/chat/hooks';

export function messagePreview(message: ChatMessage, t: TFunction): string {
  if (message.status === 'recalled') return t('chat:preview.recalled');
  switch (message.type) {
    case 'resume':
      return t('chat:preview.resume', { filename: message.resume?.filename ?? '' });
    case 'file':
      return t('chat:preview.file', { filename: message.file?.filename ?? '' });
    case 'phone_exchange':
      return t('chat:preview.phone');
    case 'interview_invitation':
      return t('chat:preview.interview');
    case 'offer':
      return t('chat:preview.offer');
    default:
      return message.text ?? '';
  }
}
