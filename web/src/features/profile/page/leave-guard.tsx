/**
 * Leaving with unsaved edits asks first (spec section 5): in-app navigation through the router's
 * blocker, a reload or a closed tab through `beforeunload` (the browser asks in its own words).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useEditing } from './editing-context';

export function LeaveGuard() {
  const { t } = useTranslation('profile');
  const { dirty } = useEditing();
  // Moving within the page (a section link's #hash) is not leaving.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('leave.title')}
      confirmLabel={t('leave.leave')}
      cancelLabel={t('leave.stay')}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
      danger
    >
      <p>{t('leave.message')}</p>
    </ConfirmDialog>
  );
}
