/** Choosing the square to keep: a canvas preview and three sliders (zoom, across, down), all keyboard-operable. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cropRegion, drawRegion, ZOOM_MAX, type CropChoice, type DecodedImage } from './crop-image';

const PREVIEW_SIDE = 240;

interface AvatarCropperProps {
  image: DecodedImage;
  crop: CropChoice;
  onChange: (crop: CropChoice) => void;
  disabled?: boolean;
}

export function AvatarCropper({ image, crop, onChange, disabled = false }: AvatarCropperProps) {
  const { t } = useTranslation('profile');
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (canvasRef.current) drawRegion(canvasRef.current, image, cropRegion(image.width, image.height, crop));
  }, [image, crop]);

  const slider = (key: keyof CropChoice, label: string, min: number, max: number, step: number) => (
    <label className="avatar-cropper__slider">
      <span>{label}</span>
      <input type="range" dir="ltr" min={min} max={max} step={step} value={crop[key]} disabled={disabled} onChange={(event) => onChange({ ...crop, [key]: Number(event.target.value) })} />
    </label>
  );

  return (
    <div className="avatar-cropper">
      <p className="profile-card__note">{t('avatar.cropHint')}</p>
      <canvas ref={canvasRef} className="avatar-cropper__preview" width={PREVIEW_SIDE} height={PREVIEW_SIDE} role="img" aria-label={t('avatar.preview')} />
      {slider('zoom', t('avatar.zoom'), 1, ZOOM_MAX, 0.1)}
      {slider('x', t('avatar.horizontal'), 0, 100, 1)}
      {slider('y', t('avatar.vertical'), 0, 100, 1)}
    </div>
  );
}
