/**
 * Changing the profile photo (R11): either choose a JPG, PNG or BMP up to 10 MB (checked by content before
 * anything is sent) and the square to keep, or pick a generated design; either is uploaded as a square
 * PNG. 5 a day, uploaded or generated (41292).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, isApiError } from '@sdk/api-error';
import type { AvatarUpload } from '@sdk/generated/jobseeker/hooks';
import { FileChoiceField } from '../../../components/file-choice-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { describeError } from '../../../lib/describe-error';
import { checkFileContent } from '../../../lib/file-signature';
import { useAvatarUploadMutation } from '../profile-queries';
import { AvatarCropper } from './avatar-cropper';
import { type AvatarDesign, renderDesign } from './generated-avatar';
import { GeneratedAvatarPicker } from './generated-avatar-picker';
import { cropRegion, decodeImage, INITIAL_CROP, renderSquare, type CropChoice, type DecodedImage } from './crop-image';

export const AVATAR_MAX_MB = 10;
/** Uploads a day (the contract's 5, 41292 beyond). */
export const AVATARS_PER_DAY = 5;
const AVATAR_MAX_BYTES = AVATAR_MAX_MB * 1024 * 1024;
const ACCEPTED = '.jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp';

interface AvatarDialogProps {
  /** The seeker's name, for the generated designs' initials. */
  name: string;
  onUploaded: (upload: AvatarUpload) => void;
  onClose: () => void;
}

export function AvatarDialog({ name, onUploaded, onClose }: AvatarDialogProps) {
  const { t } = useTranslation('profile');
  const [image, setImage] = useState<DecodedImage | null>(null);
  /** The file `image` was read from, named on the file field. */
  const [chosenFile, setChosenFile] = useState<File | null>(null);
  const [crop, setCrop] = useState<CropChoice>(INITIAL_CROP);
  const [generated, setGenerated] = useState<AvatarDesign | null>(null);
  const [designSetIndex, setDesignSetIndex] = useState(0);
  /** Why the chosen file was refused (on the file field). */
  const [fileError, setFileError] = useState<string | null>(null);
  /** Why the upload failed. */
  const [error, setError] = useState<string | null>(null);
  const upload = useAvatarUploadMutation();
  const busy = upload.isPending;

  async function choose(file: File | undefined) {
    setFileError(null);
    setError(null);
    setImage(null);
    setChosenFile(null);
    if (!file) return;
    setGenerated(null);
    if (file.size > AVATAR_MAX_BYTES) return setFileError(t('avatar.tooLarge', { max: AVATAR_MAX_MB }));
    if (!(await checkFileContent(file, ['jpg', 'png', 'bmp']))) return setFileError(t('avatar.badType'));
    try {
      setImage(await decodeImage(file));
      setChosenFile(file);
      setCrop(INITIAL_CROP);
    } catch {
      setFileError(t('avatar.unreadable'));
    }
  }

  function chooseGenerated(design: AvatarDesign) {
    setGenerated(design);
    setImage(null);
    setChosenFile(null);
    setFileError(null);
    setError(null);
  }

  async function send() {
    if (!image && !generated) return;
    setError(null);
    try {
      const square = image ? await renderSquare(image, cropRegion(image.width, image.height, crop)) : await renderDesign(generated!);
      onUploaded(await upload.mutateAsync({ data: { avatar: square, filename: 'avatar.png' } }));
    } catch (failure) {
      // 40001 names what the server refused about the file; every other code has its own message.
      const fieldMessage = isApiError(failure, ErrorCode.ValidationFailed) ? failure.details?.fields?.avatar?.[0] : undefined;
      setError(fieldMessage ?? describeError(failure, t) ?? t('avatar.unreadable'));
    }
  }

  return (
    <ModalDialog
      title={t('avatar.title')}
      onClose={onClose}
      busy={busy}
      className="avatar-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={() => void send()} disabled={(!image && !generated) || busy} aria-busy={busy || undefined}>
            {busy ? t('avatar.uploading') : t('avatar.upload')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {t('avatar.cancel')}
          </button>
        </>
      }
    >
      <FileChoiceField
        label={t('avatar.choose')}
        hint={`${t('avatar.fileHint', { max: AVATAR_MAX_MB })} ${t('avatar.perDay', { count: AVATARS_PER_DAY })}`}
        error={fileError ?? undefined}
        accept={ACCEPTED}
        disabled={busy}
        files={chosenFile ? [chosenFile] : []}
        clearAfterChoice
        onFiles={([file]) => void choose(file)}
      />
      {image ? <AvatarCropper image={image} crop={crop} onChange={setCrop} disabled={busy} /> : null}
      <GeneratedAvatarPicker
        name={name}
        set={designSetIndex}
        chosen={generated}
        disabled={busy}
        onChoose={chooseGenerated}
        onNextSet={() => {
          setDesignSetIndex((index) => index + 1);
          setGenerated(null);
        }}
      />
      {error ? (
        <p className="text-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </ModalDialog>
  );
}
