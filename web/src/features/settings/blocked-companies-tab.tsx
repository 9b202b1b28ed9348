/**
 * The blocked companies tab: the companies the user blocked (paged, newest first), each with "Unblock",
 * and a search by name to block another one after a confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { BlockedCompany } from '@sdk/generated/company/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { Pagination } from '../../components/pagination';
import { useAtomValue } from '../../lib/app-jotai';
import { describeError } from '../../lib/describe-error';
import { pageFromParams, withPageParam } from '../../lib/page-param';
import { localHref } from '../../lib/local-href';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';
import { BlockCompanySearch } from './block-company-search';
import { blockedCompaniesQuery } from './settings-queries';
import { useUnblockCompanyMutation } from '../../lib/company-block-queries';

function BlockedRow({ block, onUnblock, pending }: { block: BlockedCompany; onUnblock: () => void; pending: boolean }) {
  const { t } = useTranslation('settings');
  const language = useAtomValue(languageAtom);
  return (
    <li className="settings-blocked__item">
      <img className="settings-blocked__logo" src={block.company_logo} alt="" width={40} height={40} loading="lazy" />
      <Link className="settings-blocked__name" to={localHref(language, '/:lang?/company/:slug/:tab?', { slug: block.company_slug })} dir="auto">
        {block.company_name}
      </Link>
      <button type="button" className="button button--secondary" onClick={onUnblock} disabled={pending}>
        {t('blocked.unblock')}
        <span className="visually-hidden"> {block.company_name}</span>
      </button>
    </li>
  );
}

export function BlockedCompaniesTab() {
  const { t } = useTranslation('settings');
  const language = useAtomValue(languageAtom);
  const [params] = useSearchParams();
  const page = pageFromParams(params);
  const blocked = useQuery(blockedCompaniesQuery(useQueryScope(), { page }));
  const unblock = useUnblockCompanyMutation();
  const [status, setStatus] = useState('');

  function unblockCompany(block: BlockedCompany) {
    setStatus('');
    unblock.mutate(
      { id: block.company_id },
      {
        onSuccess: () => setStatus(t('blocked.unblocked', { name: block.company_name })),
      },
    );
  }

  return (
    <div className="settings-blocked">
      <p className="settings__intro">{t('blocked.intro')}</p>
      <BlockCompanySearch
        blockedIds={new Set(blocked.data?.companies.map((block) => block.company_id))}
        onBlocked={(name) => setStatus(t('blocked.blocked', { name }))}
      />
      <h3 className="settings-blocked__title">{t('blocked.listTitle')}</h3>
      {blocked.isPending ? (
        <LoadingState />
      ) : blocked.isError ? (
        <ErrorState error={blocked.error} onRetry={() => void blocked.refetch()} compact />
      ) : blocked.data.companies.length === 0 ? (
        <EmptyState title={t('blocked.empty')} hint={t('blocked.emptyHint')} />
      ) : (
        <>
          <ul className="settings-blocked__list">
            {blocked.data.companies.map((block) => (
              <BlockedRow key={block.id} block={block} onUnblock={() => unblockCompany(block)} pending={unblock.isPending} />
            ))}
          </ul>
          <Pagination page={page} totalPages={blocked.data.total_page} hrefFor={(n) => withPageParam(localHref(language, '/:lang?/account-settings/:tab?', { tab: 'blocked-companies' }), n)} />
        </>
      )}
      <p role="status" className="settings__status">
        {status}
      </p>
      <p role="alert" className="settings__alert">
        {unblock.isError ? describeError(unblock.error, t) : null}
      </p>
    </div>
  );
}
