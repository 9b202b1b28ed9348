/** Find a company by name (searchCompaniesByName) and block it after a confirmation (blockCompany). */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyNameMatch } from '@sdk/generated/company/hooks';
import { searchCompaniesByNameQueryCompanyNameMax } from '@sdk/generated/company/zod';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorState } from '../../components/error-state';
import { TextField } from '../../components/text-field';
import { describeError } from '../../lib/describe-error';
import { useQueryScope } from '../../lib/query-scope';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { companiesByNameQuery } from './settings-queries';
import { useBlockCompanyMutation } from '../../lib/company-block-queries';

const SEARCH_DELAY_MS = 300;
/** searchCompaniesByName's `company_name`. */
const NAME_MAX = searchCompaniesByNameQueryCompanyNameMax;

interface Props {
  blockedIds: ReadonlySet<number>;
  onBlocked: (name: string) => void;
}

export function BlockCompanySearch({ blockedIds, onBlocked }: Props) {
  const { t } = useTranslation('settings');
  const resultsId = useId();
  const [name, setName] = useState('');
  const query = useDebouncedValue(name.trim(), SEARCH_DELAY_MS);
  const matches = useQuery(companiesByNameQuery(useQueryScope(), query));
  const [chosen, setChosen] = useState<CompanyNameMatch | null>(null);
  const block = useBlockCompanyMutation();

  function confirm() {
    if (!chosen) return;
    block.mutate(
      { data: { company_id: chosen.id } },
      {
        onSuccess: () => {
          onBlocked(chosen.name);
          setChosen(null);
        },
      },
    );
  }

  return (
    <div className="settings-block-search">
      <TextField
        label={t('blocked.searchLabel')}
        hint={t('blocked.searchHint')}
        type="search"
        value={name}
        maxLength={NAME_MAX}
        onChange={(event) => setName(event.target.value)}
        aria-controls={resultsId}
      />
      <div id={resultsId} aria-live="polite">
        {query.length === 0 ? null : matches.isError ? (
          <ErrorState error={matches.error} onRetry={() => void matches.refetch()} compact />
        ) : matches.data === undefined ? null : matches.data.companies.length === 0 ? (
          <p className="settings__intro">{t('blocked.noMatch', { name: query })}</p>
        ) : (
          <ul className="settings-blocked__list" aria-label={t('blocked.matches')}>
            {matches.data.companies.map((company) => (
              <li key={company.id} className="settings-blocked__item">
                <img className="settings-blocked__logo" src={company.logo} alt="" width={40} height={40} loading="lazy" />
                <span className="settings-blocked__name" dir="auto">
                  {company.name}
                </span>
                {blockedIds.has(company.id) ? (
                  <span className="settings-blocked__done">{t('blocked.alreadyBlocked')}</span>
                ) : (
                  <button type="button" className="button button--secondary" onClick={() => { block.reset(); setChosen(company); }}>
                    {t('blocked.block')}
                    <span className="visually-hidden"> {company.name}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {chosen ? (
        <ConfirmDialog
          title={t('blocked.confirmTitle', { name: chosen.name })}
          confirmLabel={t('blocked.block')}
          busy={block.isPending}
          error={block.isError ? describeError(block.error, t) : null}
          onConfirm={confirm}
          onCancel={() => setChosen(null)}
        >
          <p>{t('blocked.confirmMessage')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
