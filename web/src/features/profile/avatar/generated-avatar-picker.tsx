/**
 * The "generate one" half of the avatar dialog: six designs from the seeker's initials as a radio
 * group (arrow keys move between them), and "Show other designs" for the next six.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { designSet, type AvatarDesign } from './generated-avatar';
import { GeneratedAvatarPreview } from './generated-avatar-preview';

interface GeneratedAvatarPickerProps {
  name: string;
  set: number;
  chosen: AvatarDesign | null;
  disabled: boolean;
  onChoose: (design: AvatarDesign) => void;
  onNextSet: () => void;
}

const sameDesign = (a: AvatarDesign | null, b: AvatarDesign) => a?.palette.name === b.palette.name && a.pattern === b.pattern;

export function GeneratedAvatarPicker({ name, set, chosen, disabled, onChoose, onNextSet }: GeneratedAvatarPickerProps) {
  const { t } = useTranslation('profile');
  const legendId = useId();
  const designs = designSet(name, set);
  return (
    <fieldset className="generated-avatar" aria-describedby={`${legendId}-hint`}>
      <legend id={legendId} className="text-field__label">
        {t('avatar.generated.legend')}
      </legend>
      <p id={`${legendId}-hint`} className="text-field__hint">
        {t('avatar.generated.hint')}
      </p>
      <div className="generated-avatar__options">
        {designs.map((design, index) => (
          <label key={`${design.palette.name}-${design.pattern}`} className="generated-avatar__option">
            <input
              type="radio"
              name={legendId}
              className="generated-avatar__radio"
              checked={sameDesign(chosen, design)}
              disabled={disabled}
              onChange={() => onChoose(design)}
            />
            <GeneratedAvatarPreview design={design} size={64} />
            <span className="visually-hidden">
              {t('avatar.generated.option', {
                index: index + 1,
                total: designs.length,
                colour: t(`avatar.generated.colours.${design.palette.name}`),
                pattern: t(`avatar.generated.patterns.${design.pattern}`),
              })}
            </span>
          </label>
        ))}
      </div>
      <button type="button" className="button button--link" onClick={onNextSet} disabled={disabled}>
        {t('avatar.generated.more')}
      </button>
    </fieldset>
  );
}
