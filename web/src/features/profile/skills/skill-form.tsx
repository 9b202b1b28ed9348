/**
 * Adding skills: typed (at most 50 characters) or picked from the suggestions, one call each (41288 at
 * the eleventh, 41289 for one already there, 41297 over 50 characters: each on the skill field).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@sdk/api-error';
import type { ProfileSkill } from '@sdk/generated/jobseeker/hooks';
import { z } from 'zod';
import { TextField } from '../../../components/text-field';
import { sameName } from '../form/profile-rules';
import { useSaveForm } from '../form/use-save-form';
import { useSectionCard } from '../page/section-card';
import { useSkillMutations } from '../profile-queries';
import { SkillSuggestions } from './skill-suggestions';
import type { ProfileConfigLists } from '../form/config-options';

export const MAX_SKILLS = 10;
/**
 * A rule the contract states in words and with its code (41297, "Skill exceeds 50 characters"), not as a
 * schema bound: addProfileSkill's `value` schema bound (addProfileSkillBodyValueMax, 255) is looser.
 */
export const SKILL_MAX_LENGTH = 50;

const SKILL_FIELDS = { [ErrorCode.TooManySkills]: 'value', [ErrorCode.SkillExists]: 'value', [ErrorCode.SkillTooLong]: 'value' } as const;

interface SkillFormProps {
  skills: readonly ProfileSkill[];
  lists: ProfileConfigLists;
  initialFunctionId: number | null;
  formKey: string;
  onDone: () => void;
}

export function SkillForm({ skills, lists, initialFunctionId, formKey, onDone }: SkillFormProps) {
  const { t } = useTranslation(['profile', 'errors']);
  const card = useSectionCard();
  const schema = useMemo(
    () =>
      z.object({
        value: z
          .string()
          .trim()
          .min(1, t('common:validation.required'))
          .max(SKILL_MAX_LENGTH, t(`errors:code.${ErrorCode.SkillTooLong}`)),
      }),
    [t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { value: '' } });
  const { formError, saving, save } = useSaveForm(form, formKey, 'value', { codeFields: SKILL_FIELDS });
  const { add } = useSkillMutations();
  const full = skills.length >= MAX_SKILLS;
  const doneRef = useRef<HTMLButtonElement>(null);

  // The tenth skill disables the field that had focus: Done takes it.
  useEffect(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || (active as HTMLButtonElement | HTMLInputElement).disabled === true;
    if (full && lost) doneRef.current?.focus();
  }, [full]);

  const addSkill = (value: string) =>
    save(async () => {
      const added = await add.mutateAsync({ data: { value } });
      // A picked suggestion leaves a half-typed skill alone.
      if (sameName(form.getValues('value'), value)) form.reset({ value: '' });
      card.announce(t('skills.added', { name: added.value }));
    }, () => form.setFocus('value'));

  const submit = form.handleSubmit(({ value }) => addSkill(value));

  return (
    <div className="profile-skill-form">
      <form className="profile-form profile-form--inline" onSubmit={(event) => void submit(event)} noValidate aria-label={t('skills.add')}>
        <TextField
          label={t('skills.skill')}
          hint={full ? t(`errors:code.${ErrorCode.TooManySkills}`) : t('skills.skillHint', { max: SKILL_MAX_LENGTH })}
          disabled={full}
          error={form.formState.errors.value?.message}
          {...form.register('value')}
        />
        <button type="submit" className="button" disabled={saving || full} aria-busy={saving || undefined}>
          {saving ? t('form.saving') : t('skills.addButton')}
        </button>
      </form>
      {formError ? (
        <p className="text-field__error" role="alert">
          {formError}
        </p>
      ) : null}
      <SkillSuggestions lists={lists} initialFunctionId={initialFunctionId} current={skills.map((skill) => skill.value)} disabled={saving || full} onPick={(value) => void addSkill(value)} />
      <div className="profile-form__actions">
        <button ref={doneRef} type="button" className="button button--secondary" onClick={onDone}>
          {t('skills.done')}
        </button>
      </div>
    </div>
  );
}
