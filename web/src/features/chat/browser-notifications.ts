/**
 * Browser notifications for new chat messages: shown only once the user has allowed them, for a
 * conversation that is not muted, while the page is hidden or shows another conversation. Clicking one
 * opens the conversation, as a `jobseeker_redirect` push does.
 */
import { chatIdOfPush, pushRedirect } from './push-redirect';

export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export interface MessageNotice {
  title: string;
  body: string;
  chatId: number;
  open: (chatId: number) => void;
}

export function notifyNewMessage({ title, body, chatId, open }: MessageNotice): void {
  if (notificationPermission() !== 'granted') return;
  const notification = new Notification(title, { body, tag: `chat-${chatId}`, data: pushRedirect(chatId) });
  notification.onclick = () => {
    window.focus();
    const target = chatIdOfPush(notification.data);
    if (target !== undefined) open(target);
    notification.close();
  };
}
