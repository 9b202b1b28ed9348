/** Adding a language with its proficiency (a language already there answers 41290, on the language), or changing the proficiency. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorCode } from '@sdk/api-error';
import type { ProfileLanguage } from '@sdk/generated/jobseeker/hooks';
import { toOptions, type ProfileConfigLists } from '../form/config-options';
import { FormActions } from '../form/form-actions';
import { SelectField, registerSelect } from '../../../components/select-field';
import { useSaveForm } from '../form/use-save-form';
import type { EntryFormProps } from '../page/entry-list-section';
import { LanguageProficiency, useLanguageChanges } from '../profile-queries';

const PROFICIENCIES = Object.values(LanguageProficiency);
const LANGUAGE_FIELDS = { [ErrorCode.LanguageExists]: 'language_id' } as const;

export function LanguageForm({ entry, lists, formKey, onSaved, onCancel }: EntryFormProps<ProfileLanguage> & { lists: ProfileConfigLists }) {
  const { t } = useTranslation('profile');
  const schema = useMemo(() => {
    const required = t('common:validation.required');
    return z.object({ language_id: z.string().min(1, required), proficiency: z.enum(PROFICIENCIES, { error: required }) });
  }, [t]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { language_id: entry ? String(entry.language_id) : '', proficiency: entry?.proficiency ?? LanguageProficiency.professional },
  });
  const { formError, saving, save } = useSaveForm(form, formKey, entry ? 'proficiency' : 'language_id', { codeFields: LANGUAGE_FIELDS });
  const changes = useLanguageChanges();
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) =>
    save(() => changes.save(entry?.id, { language_id: Number(values.language_id), proficiency: values.proficiency }), onSaved),
  );

  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate aria-label={entry ? t('languages.editLabel', { name: entry.language_value }) : t('languages.add')}>
      <div className="profile-form__grid">
        {entry ? (
          <p className="form-field profile-form__fixed">
            <span className="text-field__label">{t('languages.language')}</span>
            <span dir="auto">{entry.language_value}</span>
          </p>
        ) : (
          <SelectField
            label={t('languages.language')}
            required
            placeholder={t('form.choose')}
            options={toOptions(lists.language_lists)}
            error={errors.language_id?.message}
            {...registerSelect(form, 'language_id')}
          />
        )}
        <SelectField
          label={t('languages.proficiency')}
          required
          options={PROFICIENCIES.map((value) => ({ value, label: t(`languages.level.${value}`) }))}
          error={errors.proficiency?.message}
          {...registerSelect(form, 'proficiency')}
        />
      </div>
      <FormActions saving={saving} error={formError} onCancel={onCancel} />
    </form>
  );
}
