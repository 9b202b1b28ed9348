/**
 * The profile photo at the top of the basic info card, with "Change photo". After an upload the header
 * follows (the session user cookie's avatar) and the card's status line says how many changes are left today.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvatarUpload, ProfileBasicInfo } from '@sdk/generated/jobseeker/hooks';
import { useStore } from '../../../lib/app-jotai';
import { updateSessionUser } from '../../../lib/session/session-rules';
import { useSectionCard } from '../page/section-card';
import { AvatarDialog } from './avatar-dialog';
import { initialsOf } from './generated-avatar';
import './avatar.css';

/** An absolute http(s) address or a same-site path; nothing else becomes an image source. */
function imageSource(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

export function ProfileAvatar({ info }: { info: ProfileBasicInfo }) {
  const { t } = useTranslation('profile');
  const store = useStore();
  const changeId = useId();
  const [open, setOpen] = useState(false);
  const card = useSectionCard();
  const source = imageSource(info.avatar);

  const uploaded = (upload: AvatarUpload) => {
    setOpen(false);
    updateSessionUser(store, { avatar: upload.avatar });
    card.announce(`${t('avatar.updated')} ${t('avatar.uploadsLeft', { count: upload.uploads_left_today })}`);
    document.getElementById(changeId)?.focus();
  };

  return (
    <div className="profile-avatar">
      {source ? (
        <img className="profile-avatar__image" src={source} alt={t('avatar.alt')} width={72} height={72} />
      ) : (
        <span className="profile-avatar__image profile-avatar__image--initials" aria-hidden="true">
          {initialsOf(info.full_name)}
        </span>
      )}
      <button id={changeId} type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {source ? t('avatar.change') : t('avatar.add')}
      </button>
      {open ? <AvatarDialog name={info.full_name} onUploaded={uploaded} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
