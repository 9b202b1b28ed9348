/** The success dialog (420 wide): the new identity labelled from user_identity_lists, and the benefits. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserIdentity } from '@sdk/generated/singpass/hooks';
import { configListsQuery } from '../../lib/config-lists-queries';
import { useQueryScope } from '../../lib/query-scope';
import { IdentityDialog } from './identity-dialog';

const BENEFITS = ['priorityVisibility', 'verifiedBadge', 'jobMatching'] as const;

export function IdentitySuccessDialog({ identity, onClose, onFindJobs }: { identity: UserIdentity; onClose: () => void; onFindJobs: () => void }) {
  const { t } = useTranslation('identity');
  const config = useQuery(configListsQuery(useQueryScope(), ['user_identity_lists']));
  const label = config.data?.user_identity_lists.find((option) => option.id === identity.id)?.value || identity.value;
  return (
    <IdentityDialog
      title={t('success.title')}
      width={420}
      onClose={onClose}
      icon={
        <svg className="identity-dialog__success-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      }
      footer={
        <button type="button" className="button identity-dialog__submit" onClick={onFindJobs}>
          {t('success.findJobs')}
        </button>
      }
    >
      <p className="identity-success__identity">
        {t('success.identity')} <strong>{config.isPending ? identity.value : label}</strong>
      </p>
      <p className="identity-success__benefits-title">{t('success.benefitsTitle')}</p>
      <ul className="identity-success__benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{t(`success.benefits.${benefit}`)}</li>
        ))}
      </ul>
    </IdentityDialog>
  );
}
