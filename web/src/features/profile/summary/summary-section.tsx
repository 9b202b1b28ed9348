/** The summary card: the user's own words (or "Not added"), and an Edit that opens the form with "Write with AI". */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPreference } from '@sdk/generated/jobseeker/hooks';
import { EntryDescription } from '../form/entry-description';
import { useEditing } from '../page/editing-context';
import { SectionCard, useSectionCard } from '../page/section-card';
import { useFocusLater } from '../page/use-focus-later';
import { SummaryForm } from './summary-form';
import './summary.css';

const FORM_KEY = 'summary';

function SummaryBody({ summary, preferences, onCancel }: { summary: string | null; preferences: readonly JobPreference[]; onCancel: () => void }) {
  const { t } = useTranslation('profile');
  const editing = useEditing();
  const card = useSectionCard();
  if (editing.openKey !== FORM_KEY) {
    return summary ? <EntryDescription text={summary} /> : <p className="profile-muted">{t('summary.empty')}</p>;
  }
  return (
    <SummaryForm
      summary={summary}
      preferences={preferences}
      formKey={FORM_KEY}
      onSaved={() => {
        editing.close(FORM_KEY);
        card.done(t('status.saved'));
      }}
      onCancel={onCancel}
    />
  );
}

export function SummarySection({ summary, preferences }: { summary: string | null; preferences: readonly JobPreference[] }) {
  const { t } = useTranslation('profile');
  const editing = useEditing();
  const open = editing.openKey === FORM_KEY;
  const editId = useId();
  const focusLater = useFocusLater();
  return (
    <SectionCard
      section="summary"
      title={t('summary.title')}
      action={
        open ? null : (
          <button id={editId} type="button" className="button button--secondary profile-card__action" onClick={() => editing.open(FORM_KEY)} aria-label={t('summary.edit')}>
            {t('entry.editShort')}
          </button>
        )
      }
    >
      <SummaryBody
        summary={summary}
        preferences={preferences}
        onCancel={() => {
          editing.close(FORM_KEY);
          focusLater(editId);
        }}
      />
    </SectionCard>
  );
}
