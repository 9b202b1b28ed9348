/**
 * "Duplicate employer or school entries trigger a confirmation warning" (spec section 5): before a
 * save, a name already on another entry asks whether to save anyway. A warning, never a block.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { sameName } from './profile-rules';

interface Pending {
  name: string;
  proceed: () => void;
}

/** `section` names the strings: `<section>.duplicateTitle` and `<section>.duplicateMessage`. */
export function useDuplicateWarning(section: 'workExperience' | 'education', otherNames: readonly string[]) {
  const { t } = useTranslation('profile');
  const [pending, setPending] = useState<Pending | null>(null);

  /** Runs `proceed` at once, or after the user confirms a duplicate `name`. */
  const guard = (name: string, proceed: () => void) => {
    if (otherNames.some((other) => sameName(other, name))) setPending({ name: name.trim(), proceed });
    else proceed();
  };

  const dialog = pending ? (
    <ConfirmDialog
      title={t(`${section}.duplicateTitle`, { name: pending.name })}
      confirmLabel={t('duplicate.saveAnyway')}
      cancelLabel={t('duplicate.goBack')}
      onConfirm={() => {
        setPending(null);
        pending.proceed();
      }}
      onCancel={() => setPending(null)}
    >
      <p>{t(`${section}.duplicateMessage`, { name: pending.name })}</p>
    </ConfirmDialog>
  ) : null;

  return { guard, dialog };
}
