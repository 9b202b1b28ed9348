/**
 * W11: a signed-in user blocks the company from its page (after a confirmation) or unblocks it. Blocking
 * hides the company and its jobs from the user's lists, so every query of the user's scope refetches.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAtomValue } from '../../lib/app-jotai';
import { describeError } from '../../lib/describe-error';
import { useQueryScope } from '../../lib/query-scope';
import { sessionAtom } from '../../lib/session-atoms';
import { blockedCompanyIdsQuery } from './company-queries';
import { useBlockCompanyMutation, useUnblockCompanyMutation } from '../../lib/company-block-queries';

export function CompanyBlockButton({ companyId, name }: { companyId: number; name: string }) {
  const { t } = useTranslation('company');
  const signedIn = useAtomValue(sessionAtom).kind === 'user';
  const blocked = useQuery(blockedCompanyIdsQuery(useQueryScope(), signedIn));
  const block = useBlockCompanyMutation();
  const unblock = useUnblockCompanyMutation();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');
  if (!signedIn || !blocked.data) return null;
  const isBlocked = blocked.data.includes(companyId);

  function confirmBlock() {
    block.mutate(
      { data: { company_id: companyId } },
      {
        onSuccess: () => {
          setConfirming(false);
          setStatus(t('block.blocked', { name }));
        },
      },
    );
  }

  function unblockNow() {
    setStatus('');
    unblock.mutate({ id: companyId }, { onSuccess: () => setStatus(t('block.unblocked', { name })) });
  }

  return (
    <div className="company-block">
      {isBlocked ? (
        <button type="button" className="button button--secondary" onClick={unblockNow} disabled={unblock.isPending}>
          {t('block.unblock')}
        </button>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => { block.reset(); setStatus(''); setConfirming(true); }}>
          {t('block.block')}
        </button>
      )}
      <p role="status" className="company-block__status">
        {status}
      </p>
      {unblock.isError ? <p role="alert" className="company-block__alert">{describeError(unblock.error, t)}</p> : null}
      {confirming ? (
        <ConfirmDialog
          title={t('block.confirmTitle', { name })}
          confirmLabel={t('block.confirm')}
          busy={block.isPending}
          error={block.isError ? describeError(block.error, t) : null}
          onConfirm={confirmBlock}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('block.confirmMessage')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
