/**
 * Adding or editing a license or certification (P09, P10). A chosen attachment is checked by content
 * at once, uploaded (G08) when the form is saved, and its URL saved with the entry; an upload failure
 * shows on the attachment and keeps everything typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileLicenseCertification } from '@sdk/generated/jobseeker/hooks';
import { TextField } from '../../../components/text-field';
import { describeError } from '../../../lib/describe-error';
import { CheckboxField, registerCheckbox } from '../form/checkbox-field';
import { FormActions } from '../form/form-actions';
import { ShownError, useSaveForm } from '../form/use-save-form';
import type { EntryFormProps } from '../page/entry-list-section';
import { useAttachmentUpload, useLicenseChanges } from '../profile-queries';
import { AttachmentField, checkAttachment } from './attachment-field';
import { licenseDefaults, licenseSchema, toLicenseInput, type LicenseInput, type LicenseValues } from './license-schema';

export function LicenseForm({ entry, formKey, onSaved, onCancel }: EntryFormProps<ProfileLicenseCertification>) {
  const { t } = useTranslation(['profile', 'errors']);
  const schema = useMemo(() => licenseSchema(t), [t]);
  const form = useForm<LicenseInput, unknown, LicenseValues>({ resolver: zodResolver(schema), defaultValues: licenseDefaults(entry) });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { formError, saving, save } = useSaveForm(form, formKey, 'name', { extraDirty: file !== null });
  const changes = useLicenseChanges();
  const uploadFile = useAttachmentUpload();
  const { register, handleSubmit, formState, watch, setValue } = form;
  const errors = formState.errors;
  const neverExpires = watch('does_not_expire');
  const attachmentUrl = watch('attachment_url');

  async function choose(chosen: File | null) {
    setFileError(null);
    setFile(null);
    if (!chosen) return;
    const refusal = await checkAttachment(chosen, t);
    if (refusal) setFileError(refusal);
    else setFile(chosen);
  }

  async function upload(chosen: File): Promise<string> {
    try {
      const { files } = await uploadFile.mutateAsync({ data: { files: [chosen], filename: chosen.name } });
      const stored = files[0];
      if (!stored) throw new Error('The upload answered no file');
      return stored.url;
    } catch (error) {
      setFileError(describeError(error, t));
      throw new ShownError(error);
    }
  }

  const submit = handleSubmit((values) => {
    if (fileError) return;
    return save(async () => {
      const url = file ? await upload(file) : values.attachment_url || null;
      await changes.save(entry?.id, toLicenseInput(values, url));
    }, onSaved);
  });

  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate aria-label={entry ? t('licenses.editLabel', { name: entry.name }) : t('licenses.add')}>
      <div className="profile-form__grid">
        <TextField label={t('licenses.name')} required error={errors.name?.message} {...register('name')} />
        <TextField label={t('licenses.issuer')} required error={errors.issuing_organization?.message} {...register('issuing_organization')} />
        <TextField label={t('licenses.issueDate')} type="date" required error={errors.issue_date?.message} {...register('issue_date')} />
        {neverExpires ? null : <TextField label={t('licenses.expiryDate')} type="date" required error={errors.expiry_date?.message} {...register('expiry_date')} />}
      </div>
      <CheckboxField label={t('licenses.doesNotExpire')} {...registerCheckbox(form, 'does_not_expire')} />
      <div className="profile-form__grid">
        <TextField label={t('licenses.credentialId')} error={errors.credential_id?.message} {...register('credential_id')} />
        <TextField label={t('licenses.credentialUrl')} type="url" inputMode="url" hint={t('links.urlHint')} error={errors.credential_url?.message} {...register('credential_url')} />
      </div>
      <AttachmentField
        currentUrl={attachmentUrl}
        file={file}
        error={fileError ?? errors.attachment_url?.message}
        onChoose={(chosen) => void choose(chosen)}
        onRemove={() => setValue('attachment_url', '', { shouldDirty: true })}
        disabled={saving}
      />
      <FormActions saving={saving} error={formError} onCancel={onCancel} />
    </form>
  );
}
