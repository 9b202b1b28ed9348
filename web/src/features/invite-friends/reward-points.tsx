/**
 * The reward points (spec section 9): the balance, the points a pending withdrawal holds, the form to
 * withdraw and the withdrawals made, newest first. The section loads and fails on its own, so the
 * invitation above it stays usable.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RewardPoints, Withdrawal } from '@sdk/generated/apiGo/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { FactList } from '../../components/fact-list';
import { LoadingState } from '../../components/loading-state';
import { useQueryScope } from '../../lib/query-scope';
import { useFormatInstant } from '../../lib/date-time/use-reading-time';
import { useIntlLocale } from '../../lib/use-intl-locale';
import { rewardPointsQuery } from './invite-friends-queries';
import { WithdrawalForm } from './withdrawal-form';
import { MIN_POINTS, POINTS_STEP } from './withdrawal-rules';

function WithdrawalItem({ withdrawal, formatNumber }: { withdrawal: Withdrawal; formatNumber: (value: number) => string }) {
  const { t } = useTranslation('invite-friends');
  const formatDate = useFormatInstant('date');
  const status =
    withdrawal.status === 'completed' && withdrawal.processed_at
      ? t('history.completed', { date: formatDate(withdrawal.processed_at) })
      : t('history.pending');
  return (
    <li>
      {t('history.item', { points: formatNumber(withdrawal.points), network: withdrawal.network, date: formatDate(withdrawal.requested_at) })}{' '}
      · <span className="invite-friends__wallet" dir="ltr">{withdrawal.wallet_address}</span> · {status}
    </li>
  );
}

function Points({ points }: { points: RewardPoints }) {
  const { t } = useTranslation('invite-friends');
  const formatNumber = new Intl.NumberFormat(useIntlLocale()).format;
  return (
    <>
      <FactList
        className="invite-friends__points"
        rows={[
          { key: 'balance', label: t('points.balance'), value: formatNumber(points.points_balance) },
          { key: 'pending', label: t('points.pending'), value: formatNumber(points.pending_points) },
        ]}
      />
      <h3 className="invite-friends__subheading">{t('withdraw.heading')}</h3>
      <p>{t('withdraw.rules', { trc20: formatNumber(MIN_POINTS.TRC20), erc20: formatNumber(MIN_POINTS.ERC20), step: formatNumber(POINTS_STEP) })}</p>
      <WithdrawalForm balance={points.points_balance} />
      <h3 className="invite-friends__subheading" id="invite-withdrawals">
        {t('history.heading')}
      </h3>
      {points.withdrawals.length === 0 ? (
        <EmptyState title={t('history.empty')} />
      ) : (
        <ul className="invite-friends__withdrawals" aria-labelledby="invite-withdrawals">
          {points.withdrawals.map((withdrawal) => (
            <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} formatNumber={formatNumber} />
          ))}
        </ul>
      )}
    </>
  );
}

export function RewardPointsSection() {
  const { t } = useTranslation('invite-friends');
  const points = useQuery(rewardPointsQuery(useQueryScope()));
  let body;
  if (points.isPending) body = <LoadingState label={t('points.loading')} />;
  else if (points.isError) body = <ErrorState error={points.error} onRetry={() => void points.refetch()} />;
  else body = <Points points={points.data} />;
  return (
    <section className="section" aria-labelledby="invite-points">
      <h2 id="invite-points">{t('points.title')}</h2>
      {body}
    </section>
  );
}
