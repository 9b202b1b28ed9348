/**
 * The identity-login button (spec section 2): red, with the provider mark, loading until the authorise
 * URL (S01) has arrived. A click stores the return address (current path + showSingpassInfo=1) in a
 * 3-day cookie and opens the provider page in a new window (this window when pop-ups are blocked).
 *
 * While the address carries showSingpassInfo the info dialog owns the latest authorise (S02 reads it,
 * S03 confirms its id), so a button on the page behind it waits; the failure dialog's retry passes
 * `retry` and always fetches.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { describeError } from '../../lib/describe-error';
import { useQueryScope } from '../../lib/query-scope';
import { siteOriginAtom } from '../../lib/session-atoms';
import { authoriseUrlQuery } from './identity-queries';
import { SingpassLogo } from './singpass-logo';
import { callbackUrl, returnAddress, SHOW_INFO_PARAM, storeReturnAddress } from './singpass-return';
import './identity.css';

const POPUP_FEATURES = 'popup,width=520,height=720';

export interface SingpassLoginButtonProps {
  /** The failure dialog's retry: fetch even while showSingpassInfo is in the address. */
  retry?: boolean;
  className?: string;
}

export function SingpassLoginButton({ retry = false, className }: SingpassLoginButtonProps) {
  const { t } = useTranslation('identity');
  const location = useLocation();
  const waitsForDialog = !retry && new URLSearchParams(location.search).has(SHOW_INFO_PARAM);
  // The site's origin from the store: the button also renders on the server, where there is no window.
  const siteOrigin = useAtomValue(siteOriginAtom);
  const { data, error, isError, refetch, isFetching } = useQuery(authoriseUrlQuery(useQueryScope(), callbackUrl(siteOrigin), !waitsForDialog));
  const url = data?.authorise_url;
  const loading = !url;

  function open() {
    if (!url) return;
    storeReturnAddress(returnAddress(location.pathname, location.search));
    const popup = window.open(url, '_blank', POPUP_FEATURES);
    if (!popup) window.location.assign(url);
  }

  return (
    <span className={['singpass-login', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className="singpass-login__button"
        onClick={open}
        disabled={loading}
        aria-busy={loading && !isError ? true : undefined}
      >
        {loading && !isError ? <span className="spinner singpass-login__spinner" aria-hidden="true" /> : <SingpassLogo />}
        <span>{retry ? t('button.retry') : t('button.label')}</span>
        {loading && !isError ? <span className="visually-hidden">{t('button.loading')}</span> : null}
      </button>
      {isError ? (
        <span className="singpass-login__error" role="alert">
          {describeError(error, t) ?? t('common:failure.unknown')}{' '}
          <button type="button" className="button--link singpass-login__retry" onClick={() => void refetch()} disabled={isFetching}>
            {t('common:failure.retry')}
          </button>
        </span>
      ) : null}
    </span>
  );
}
