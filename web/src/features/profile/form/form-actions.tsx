/** A form's Save and Cancel, with the form's own error above them (announced when it appears). */
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  saveLabel?: string;
}

export function FormActions({ saving, error, onCancel, saveLabel }: FormActionsProps) {
  const { t } = useTranslation('profile');
  return (
    <>
      {error ? (
        <p className="text-field__error profile-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('form.saving') : (saveLabel ?? t('form.save'))}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={saving}>
          {t('form.cancel')}
        </button>
      </div>
    </>
  );
}
