/** The end of an entry form: its failure, then Save and Cancel. */
import { useTranslation } from 'react-i18next';
import { FormFailure } from './form-failure';

export function EntryFormActions({ failure, pending, onCancel }: { failure: string | null; pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation('complete-profile');
  return (
    <>
      <FormFailure message={failure} />
      <div className="complete-profile__actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('actions.saving') : t('actions.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={pending}>
          {t('actions.cancel')}
        </button>
      </div>
    </>
  );
}
