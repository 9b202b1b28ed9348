import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../lib/app-jotai';
import { dismissNotificationAtom, notificationsAtom, type AppNotification } from '../lib/notifications';

const AUTO_CLOSE_MS = 6000;

function Notification({ note }: { note: AppNotification }) {
  const { t } = useTranslation('common');
  const dismiss = useSetAtom(dismissNotificationAtom);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(note.id), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [dismiss, note.id]);
  return (
    <div className={`notification notification--${note.severity}`} role={note.severity === 'error' ? 'alert' : 'status'}>
      <span>{note.message}</span>
      <button type="button" className="notification__close" aria-label={t('actions.close')} onClick={() => dismiss(note.id)}>
        ×
      </button>
    </div>
  );
}

/** Toasts from the query cache's error path and from features (spec section 4's notification bar). */
export function NotificationBar() {
  const notes = useAtomValue(notificationsAtom);
  return (
    <div className="notification-bar" aria-live="assertive">
      {notes.map((note) => (
        <Notification key={note.id} note={note} />
      ))}
    </div>
  );
}
