/**
 * Which form of the page is open, and whether it holds unsaved edits. One form at a time: opening
 * another while the current one has edits asks to finish it first (spec section 8), so nothing typed
 * is dropped by a stray click; the leave guard reads `dirty`.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetAtom } from '../../../lib/app-jotai';
import { pushNotificationAtom } from '../../../lib/notifications';

interface Editing {
  /** The open form's key (`section` or `section:entry`), if any. */
  openKey: string | null;
  dirty: boolean;
  /** Opens the form; false (and a notice) when another form holds edits. */
  open: (key: string) => boolean;
  close: (key: string) => void;
  setDirty: (key: string, dirty: boolean) => void;
}

const EditingContext = createContext<Editing | null>(null);

/** `initialOpenKey`: the form a link asked to open (lib/profile-edit-link.ts), open from the first render. */
export function EditingProvider({ children, initialOpenKey = null }: { children: ReactNode; initialOpenKey?: string | null }) {
  const { t } = useTranslation('profile');
  const notify = useSetAtom(pushNotificationAtom);
  const [state, setState] = useState<{ openKey: string | null; dirty: boolean }>({ openKey: initialOpenKey, dirty: false });

  const open = useCallback(
    (key: string) => {
      if (state.openKey && state.openKey !== key && state.dirty) {
        notify({ severity: 'warning', message: t('page.finishEditing') });
        return false;
      }
      setState({ openKey: key, dirty: false });
      return true;
    },
    [state, notify, t],
  );
  const close = useCallback((key: string) => setState((current) => (current.openKey === key ? { openKey: null, dirty: false } : current)), []);
  const setDirty = useCallback(
    (key: string, dirty: boolean) => setState((current) => (current.openKey === key && current.dirty !== dirty ? { ...current, dirty } : current)),
    [],
  );
  const value = useMemo(() => ({ ...state, open, close, setDirty }), [state, open, close, setDirty]);
  return <EditingContext.Provider value={value}>{children}</EditingContext.Provider>;
}

export function useEditing(): Editing {
  const editing = useContext(EditingContext);
  if (!editing) throw new Error('useEditing outside EditingProvider');
  return editing;
}

/** A form tells the page whether it holds unsaved edits. */
export function useReportDirty(key: string, dirty: boolean): void {
  const { setDirty } = useEditing();
  useEffect(() => setDirty(key, dirty), [key, dirty, setDirty]);
}
