/** The account tab: email, phone, password, and on the Singapore site the identity verification (W20). */
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../components/error-state';
import { IdentityOffer } from '../../components/identity-offer';
import { LoadingState } from '../../components/loading-state';
import { useQueryScope } from '../../lib/query-scope';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { PhoneSection } from './phone-section';
import { accountSettingQuery } from './settings-queries';

export function AccountTab() {
  const account = useQuery(accountSettingQuery(useQueryScope()));
  if (account.isPending) return <LoadingState />;
  if (account.isError) return <ErrorState error={account.error} onRetry={() => void account.refetch()} compact />;
  return (
    <div className="settings-account">
      <EmailSection email={account.data.email} />
      <PhoneSection account={account.data} />
      <PasswordSection hasPassword={account.data.has_password} />
      <IdentityOffer />
    </div>
  );
}
