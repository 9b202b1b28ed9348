/** One license or certification in view mode: name, issuer, issue and expiry, the credential and the attachment. */
import { useTranslation } from 'react-i18next';
import type { ProfileLicenseCertification } from '@sdk/generated/jobseeker/hooks';
import { httpUrlOf } from '../../../lib/http-url';
import { useDateFormat } from '../form/dates';

export function LicenseView({ entry }: { entry: ProfileLicenseCertification }) {
  const { t } = useTranslation('profile');
  const format = useDateFormat();
  const credential = httpUrlOf(entry.credential_url);
  const attachment = httpUrlOf(entry.attachment_url);
  const validity = entry.does_not_expire || !entry.expiry_date ? t('licenses.neverExpires') : t('licenses.expires', { date: format.date(entry.expiry_date) });
  return (
    <>
      <h3 className="profile-entry__title" dir="auto">
        {entry.name}
      </h3>
      <p className="profile-entry__subtitle" dir="auto">
        {entry.issuing_organization}
      </p>
      <p className="profile-entry__meta">
        {t('licenses.issued', { date: format.date(entry.issue_date) })} · {validity}
      </p>
      {entry.credential_id ? <p className="profile-entry__meta">{t('licenses.credentialIdValue', { id: entry.credential_id })}</p> : null}
      {credential || attachment ? (
        <p className="profile-entry__meta profile-entry__links">
          {credential ? (
            <a href={credential} target="_blank" rel="noopener noreferrer nofollow">
              {t('licenses.showCredential', { name: entry.name })}
            </a>
          ) : null}
          {attachment ? (
            <a href={attachment} target="_blank" rel="noopener noreferrer">
              {t('licenses.viewAttachmentOf', { name: entry.name })}
            </a>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
