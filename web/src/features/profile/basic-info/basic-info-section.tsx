/** The basic info card: the facts, and an Edit that turns them into the form. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileAvatar } from '../avatar/profile-avatar';
import type { ProfileBasicInfo } from '@sdk/generated/jobseeker/hooks';
import { useConfigLists } from '../form/config-options';
import { WithConfigLists } from '../form/with-config-lists';
import { useEditing } from '../page/editing-context';
import { SectionCard, useSectionCard } from '../page/section-card';
import { useFocusLater } from '../page/use-focus-later';
import { BasicInfoForm } from './basic-info-form';
import { BasicInfoView } from './basic-info-view';

const FORM_KEY = 'basicInfo';

function BasicInfoBody({ info, onCancel }: { info: ProfileBasicInfo; onCancel: () => void }) {
  const { t } = useTranslation('profile');
  const editing = useEditing();
  const card = useSectionCard();
  const lists = useConfigLists();
  if (editing.openKey !== FORM_KEY) return <BasicInfoView info={info} lists={lists.data} />;
  return (
    <WithConfigLists>
      {(loaded) => (
        <BasicInfoForm
          info={info}
          lists={loaded}
          formKey={FORM_KEY}
          onSaved={() => {
            editing.close(FORM_KEY);
            card.done(t('status.saved'));
          }}
          onCancel={onCancel}
        />
      )}
    </WithConfigLists>
  );
}

export function BasicInfoSection({ info }: { info: ProfileBasicInfo }) {
  const { t } = useTranslation('profile');
  const editing = useEditing();
  const open = editing.openKey === FORM_KEY;
  const editId = useId();
  const focusLater = useFocusLater();
  return (
    <SectionCard
      section="basicInfo"
      title={t('basicInfo.title')}
      action={
        open ? null : (
          <button id={editId} type="button" className="button button--secondary profile-card__action" onClick={() => editing.open(FORM_KEY)} aria-label={t('basicInfo.edit')}>
            {t('entry.editShort')}
          </button>
        )
      }
    >
      <ProfileAvatar info={info} />
      <BasicInfoBody
        info={info}
        onCancel={() => {
          editing.close(FORM_KEY);
          focusLater(editId);
        }}
      />
    </SectionCard>
  );
}
