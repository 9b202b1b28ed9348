/**
 * Skills: at most 10 (the count is shown), each removable in place; "Add skills" opens the form with
 * suggestions by job function.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSkill } from '@sdk/generated/jobseeker/hooks';
import { EmptyState } from '../../../components/empty-state';
import { describeError } from '../../../lib/describe-error';
import { WithConfigLists } from '../form/with-config-lists';
import { useEditing } from '../page/editing-context';
import { SectionCard, useSectionCard } from '../page/section-card';
import { useFocusLater } from '../page/use-focus-later';
import { useSkillMutations } from '../profile-queries';
import { MAX_SKILLS, SkillForm } from './skill-form';

const FORM_KEY = 'skills';

function SkillChips({ skills }: { skills: readonly ProfileSkill[] }) {
  const { t } = useTranslation('profile');
  const card = useSectionCard();
  const { remove } = useSkillMutations();
  const [removing, setRemoving] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function removeSkill(skill: ProfileSkill) {
    setRemoving(skill.id);
    setError(null);
    try {
      await remove.mutateAsync({ id: skill.id });
      card.done(t('skills.removed', { name: skill.value }));
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <>
      <ul className="profile-chips">
        {skills.map((skill) => (
          <li key={skill.id} className="chip profile-chip">
            <span dir="auto">{skill.value}</span>
            <button
              type="button"
              className="profile-chip__remove"
              onClick={() => void removeSkill(skill)}
              disabled={removing !== null}
              aria-label={t('skills.remove', { name: skill.value })}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="text-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface SkillsSectionProps {
  skills: readonly ProfileSkill[];
  /** The latest work experience's job function, where suggestions start. */
  latestFunctionId: number | null;
}

export function SkillsSection({ skills, latestFunctionId }: SkillsSectionProps) {
  const { t } = useTranslation('profile');
  const editing = useEditing();
  const open = editing.openKey === FORM_KEY;
  const addId = useId();
  const focusLater = useFocusLater();
  const action = open ? null : (
    <button id={addId} type="button" className="button button--secondary profile-card__action" onClick={() => editing.open(FORM_KEY)}>
      {t('skills.add')}
    </button>
  );
  return (
    <SectionCard section="skills" title={t('skills.title')} action={action}>
      <p className="profile-card__note">{t('skills.count', { count: skills.length, max: MAX_SKILLS })}</p>
      {skills.length > 0 ? <SkillChips skills={skills} /> : open ? null : <EmptyState title={t('skills.empty')} hint={t('skills.emptyHint')} />}
      {open ? (
        <WithConfigLists>
          {(lists) => (
            <SkillForm
              skills={skills}
              lists={lists}
              initialFunctionId={latestFunctionId}
              formKey={FORM_KEY}
              onDone={() => {
                editing.close(FORM_KEY);
                focusLater(addId);
              }}
            />
          )}
        </WithConfigLists>
      ) : null}
    </SectionCard>
  );
}
