/** Adding or editing a link (P12, P13): a display name, an http(s) URL ("please enter a valid URL") and a description. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ProfileLink } from '@sdk/generated/jobseeker/hooks';
import {
  createWebsiteBodyDescriptionMax, createWebsiteBodyDisplayNameMax, createWebsiteBodyUrlMax, updateWebsiteBodyDescriptionMax,
  updateWebsiteBodyDisplayNameMax, updateWebsiteBodyUrlMax,
} from '@sdk/generated/jobseeker/zod';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { requiredText } from '../../../lib/form-rules';
import { FormActions } from '../form/form-actions';
import { urlRule } from '../form/profile-rules';
import { useSaveForm } from '../form/use-save-form';
import type { EntryFormProps } from '../page/entry-list-section';
import { useLinkChanges } from '../profile-queries';

/** The form adds (createWebsite) and edits (updateWebsite): each bound is the tighter of the two. */
const DISPLAY_NAME_MAX = Math.min(createWebsiteBodyDisplayNameMax, updateWebsiteBodyDisplayNameMax);
const URL_MAX = Math.min(createWebsiteBodyUrlMax, updateWebsiteBodyUrlMax);
const DESCRIPTION_MAX = Math.min(createWebsiteBodyDescriptionMax, updateWebsiteBodyDescriptionMax);

export function LinkForm({ entry, formKey, onSaved, onCancel }: EntryFormProps<ProfileLink>) {
  const { t } = useTranslation('profile');
  const schema = useMemo(
    () =>
      z.object({
        display_name: requiredText(t, DISPLAY_NAME_MAX),
        url: urlRule(t, { required: true, max: URL_MAX }),
        description: z.string().trim().max(DESCRIPTION_MAX, t('profile:form.descriptionMax', { max: DESCRIPTION_MAX })),
      }),
    [t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { display_name: entry?.display_name ?? '', url: entry?.url ?? '', description: entry?.description ?? '' },
  });
  const { formError, saving, save } = useSaveForm(form, formKey, 'display_name');
  const changes = useLinkChanges();
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) =>
    save(() => changes.save(entry?.id, { display_name: values.display_name, url: values.url, description: values.description || null }), onSaved),
  );

  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate aria-label={entry ? t('links.editLabel', { name: entry.display_name }) : t('links.add')}>
      <div className="profile-form__grid">
        <TextField label={t('links.displayName')} required error={errors.display_name?.message} {...form.register('display_name')} />
        <TextField label={t('links.url')} type="url" inputMode="url" required hint={t('links.urlHint')} error={errors.url?.message} {...form.register('url')} />
      </div>
      <TextAreaField label={t('form.description')} rows={3} error={errors.description?.message} {...form.register('description')} />
      <FormActions saving={saving} error={formError} onCancel={onCancel} />
    </form>
  );
}
