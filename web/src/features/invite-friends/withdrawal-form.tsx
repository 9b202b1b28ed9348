/**
 * Withdraw reward points to a USDT wallet: the network, the address and the points, checked before the
 * call as the server checks them. A refused withdrawal keeps what was typed and says why; a withdrawal
 * made is announced and clears the points for the next one (the network and address stay).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@sdk/generated/apiGo/hooks';
import { RadioGroupField } from '../../components/radio-group-field';
import { TextField } from '../../components/text-field';
import { describeError } from '../../lib/describe-error';
import { useIntlLocale } from '../../lib/use-intl-locale';
import { useWithdrawRewardPointsMutation, WithdrawalNetwork } from './invite-friends-queries';
import { MIN_POINTS, NETWORKS, POINTS_STEP, withdrawalSchema, type WithdrawalValues } from './withdrawal-rules';

export function WithdrawalForm({ balance }: { balance: number }) {
  const { t } = useTranslation(['invite-friends', 'common', 'errors']);
  const formatNumber = new Intl.NumberFormat(useIntlLocale()).format;
  const withdraw = useWithdrawRewardPointsMutation();
  const [made, setMade] = useState<Withdrawal | null>(null);
  const form = useForm<WithdrawalValues>({
    resolver: zodResolver(withdrawalSchema(t, balance)),
    defaultValues: { network: WithdrawalNetwork.TRC20, wallet_address: '', points: '' },
  });
  const network = form.watch('network');
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setMade(null);
    try {
      const reply = await withdraw.mutateAsync({
        data: { network: values.network, wallet_address: values.wallet_address.trim(), points: Number(values.points.trim()) },
      });
      setMade(reply.withdrawal);
      form.reset({ ...values, points: '' });
    } catch {
      // The alert below says why; what was typed stays for another try.
    }
  });

  return (
    <form className="invite-friends__withdraw" noValidate onSubmit={(event) => void submit(event)}>
      <RadioGroupField
        legend={t('withdraw.network')}
        options={NETWORKS.map((value) => ({ value, label: t(`withdraw.networks.${value}`) }))}
        register={form.register('network')}
      />
      <TextField
        label={t('withdraw.wallet')}
        hint={t(`withdraw.walletHint.${network}`)}
        error={errors.wallet_address?.message}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        {...form.register('wallet_address')}
      />
      <TextField
        label={t('withdraw.points')}
        hint={t('withdraw.pointsHint', { min: formatNumber(MIN_POINTS[network]), network, step: formatNumber(POINTS_STEP) })}
        error={errors.points?.message}
        inputMode="numeric"
        autoComplete="off"
        {...form.register('points')}
      />
      {withdraw.isError ? (
        <p className="invite-friends__alert" role="alert">
          {describeError(withdraw.error, t)}
        </p>
      ) : null}
      <p role="status" className="invite-friends__withdraw-status">
        {made ? t('withdraw.done', { points: formatNumber(made.points), network: made.network, address: made.wallet_address }) : null}
      </p>
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('withdraw.sending') : t('withdraw.submit')}
      </button>
    </form>
  );
}
