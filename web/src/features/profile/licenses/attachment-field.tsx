/**
 * A license's attachment: PNG, JPG or PDF, checked by its content before it is uploaded (a file named
 * .pdf that is not a PDF is refused, as is a name that disagrees with the content), within the upload's limits (images 4 MB, documents 5 MB).
 */
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@sdk/api-error';
import { FileChoiceField } from '../../../components/file-choice-field';
import { checkFileContent } from '../../../lib/file-signature';
import { httpUrlOf } from '../../../lib/http-url';

export const IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_ATTACHMENTS = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

/** The message refusing `file`, or null when it may be uploaded. */
export async function checkAttachment(file: File, t: (key: string) => string): Promise<string | null> {
  const format = await checkFileContent(file, ['png', 'jpg', 'pdf']);
  if (!format) return t('profile:licenses.attachmentType');
  if (format === 'pdf') return file.size > DOCUMENT_MAX_BYTES ? t(`errors:code.${ErrorCode.FileOver5Mb}`) : null;
  return file.size > IMAGE_MAX_BYTES ? t(`errors:code.${ErrorCode.ImageOver4Mb}`) : null;
}

interface AttachmentFieldProps {
  /** The saved attachment, until it is replaced or removed. */
  currentUrl: string;
  file: File | null;
  error?: string;
  onChoose: (file: File | null) => void;
  onRemove: () => void;
  disabled: boolean;
}

export function AttachmentField({ currentUrl, file, error, onChoose, onRemove, disabled }: AttachmentFieldProps) {
  const { t } = useTranslation('profile');
  const saved = httpUrlOf(currentUrl);
  return (
    <div className="profile-attachment">
      <FileChoiceField
        label={t('licenses.attachment')}
        hint={t('licenses.attachmentHint')}
        error={error}
        accept={ACCEPTED_ATTACHMENTS}
        disabled={disabled}
        files={file ? [file] : []}
        onFiles={([chosen]) => onChoose(chosen ?? null)}
      />
      {!file && saved ? (
        <p className="profile-attachment__current">
          <a href={saved} target="_blank" rel="noopener noreferrer">
            {t('licenses.viewAttachment')}
          </a>{' '}
          <button type="button" className="button--link" onClick={onRemove} disabled={disabled}>
            {t('licenses.removeAttachment')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
