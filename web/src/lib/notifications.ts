/** The notification bar's queue (spec section 4: open with severity and message, then close). */
import { atom } from './app-jotai';

export type Severity = 'error' | 'warning' | 'success' | 'info';
export interface AppNotification {
  id: number;
  severity: Severity;
  message: string;
}

export const notificationsAtom = atom<AppNotification[]>([]);

let nextId = 1;
export const pushNotificationAtom = atom(null, (get, set, note: Omit<AppNotification, 'id'>) => {
  const current = get(notificationsAtom);
  // The same message twice in a row (several failing queries) is shown once.
  if (current.some((n) => n.message === note.message)) return;
  set(notificationsAtom, [...current, { ...note, id: nextId++ }]);
});

export const dismissNotificationAtom = atom(null, (get, set, id: number) => {
  set(
    notificationsAtom,
    get(notificationsAtom).filter((n) => n.id !== id),
  );
});
