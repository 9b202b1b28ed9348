/**
 * Asks for the browser's notification permission while it is still undecided (the default state), and
 * only from a click: browsers ignore or penalise a request no gesture started.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationPermission } from './browser-notifications';

const DISMISSED_KEY = 'jobchat-chat-notifications-later';

export function NotificationPrompt() {
  const { t } = useTranslation('chat');
  const [visible, setVisible] = useState(false);

  // Browser only: the server render never shows it.
  useEffect(() => {
    setVisible(notificationPermission() === 'default' && sessionStorage.getItem(DISMISSED_KEY) === null);
  }, []);

  if (!visible) return null;

  async function turnOn() {
    await Notification.requestPermission();
    setVisible(notificationPermission() === 'default');
  }

  function later() {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    setVisible(false);
  }

  return (
    <section className="chat-notify" aria-label={t('notifications.label')}>
      <p>{t('notifications.ask')}</p>
      <button type="button" className="button" onClick={() => void turnOn()}>
        {t('notifications.turnOn')}
      </button>
      <button type="button" className="button button--secondary" onClick={later}>
        {t('notifications.later')}
      </button>
    </section>
  );
}
