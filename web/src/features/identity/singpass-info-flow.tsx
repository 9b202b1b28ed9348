/**
 * W20 dialogs (spec sections 2 and 4): the user info (S02) opens the confirm dialog (with an id) or
 * the failure dialog (without); submit (S03) closes confirm and opens the success dialog. Closing any
 * dialog removes showSingpassInfo from the address (replace, other params kept).
 */
import { useQuery } from '@tanstack/react-query';
import { useStore } from '../../lib/app-jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { SingpassUserInfo, UserIdentity } from '@sdk/generated/singpass/hooks';
import { LoadingState } from '../../components/loading-state';
import { describeError } from '../../lib/describe-error';
import { useQueryScope } from '../../lib/query-scope';
import { sessionAtom } from '../../lib/session-atoms';
import { updateSessionUser } from '../../lib/session/session-rules';
import { navigateHard } from '../../lib/session/session-events';
import { useRemoveSearchParam } from '../../lib/use-remove-search-param';
import { IdentityDialog } from './identity-dialog';
import { hasIdentity, singpassUserInfoQuery, useVerifyIdentity } from './identity-queries';
import { IdentityValues } from './identity-values';
import { IdentitySuccessDialog } from './identity-success-dialog';
import { SingpassLoginButton } from './singpass-login-button';
import { rememberDoLater, SHOW_INFO_PARAM, withoutShowInfo } from './singpass-return';
import './identity.css';

function WarningIcon() {
  return (
    <svg className="identity-dialog__warning" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 2.5 1.5 21h21L12 2.5Z" fill="currentColor" />
      <path d="M12 9v5.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="12" cy="17.6" r="1.3" fill="#fff" />
    </svg>
  );
}

function ConfirmDialog({ info, onClose, onVerified }: { info: SingpassUserInfo; onClose: () => void; onVerified: (identity: UserIdentity) => void }) {
  const { t } = useTranslation('identity');
  const verify = useVerifyIdentity();
  const errorId = 'identity-confirm-error';
  const submit = () => verify.mutate({ data: { id: info.id } }, { onSuccess: (reply) => onVerified(reply.new_user_identity) });
  return (
    <IdentityDialog
      title={t('confirm.title')}
      width={600}
      onClose={onClose}
      busy={verify.isPending}
      footer={
        <button
          type="button"
          className="button identity-dialog__submit"
          onClick={submit}
          disabled={verify.isPending}
          aria-busy={verify.isPending || undefined}
          aria-describedby={verify.isError ? errorId : undefined}
        >
          {verify.isPending ? <span className="spinner identity-dialog__spinner" aria-hidden="true" /> : null}
          {verify.isPending ? t('confirm.submitting') : t('confirm.submit')}
        </button>
      }
    >
      <p className="identity-dialog__intro">{t('confirm.intro')}</p>
      <IdentityValues info={info} />
      <p className="identity-dialog__reminder">{t('reminder')}</p>
      {verify.isError ? (
        <p id={errorId} className="identity-dialog__error" role="alert">
          {describeError(verify.error, t) ?? t('common:failure.unknown')}
        </p>
      ) : null}
    </IdentityDialog>
  );
}

function FailureDialog({ error, onDoLater }: { error: unknown; onDoLater: () => void }) {
  const { t } = useTranslation('identity');
  return (
    <IdentityDialog
      title={t('failure.title')}
      icon={<WarningIcon />}
      width={600}
      onClose={onDoLater}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onDoLater}>
            {t('failure.doLater')}
          </button>
          <SingpassLoginButton retry />
        </>
      }
    >
      <p className="identity-dialog__intro" role="alert">
        {t('failure.unavailable')}
        {error ? <span className="identity-dialog__detail"> {describeError(error, t)}</span> : null}
      </p>
      <IdentityValues />
      <p className="identity-dialog__reminder">{t('reminder')}</p>
    </IdentityDialog>
  );
}

export default function SingpassInfoFlow({ onHold }: { onHold: (holding: boolean) => void }) {
  const { t } = useTranslation('identity');
  const store = useStore();
  const location = useLocation();
  const info = useQuery(singpassUserInfoQuery(useQueryScope()));
  const [verified, setVerified] = useState<UserIdentity>();

  const removeParam = useRemoveSearchParam(SHOW_INFO_PARAM);

  function onVerified(identity: UserIdentity) {
    const session = store.get(sessionAtom);
    if (session.kind === 'user') {
      updateSessionUser(store, { additional_info: { source: session.user.additional_info?.source ?? null, user_identity_id: identity.id } });
    }
    onHold(true);
    setVerified(identity);
    removeParam();
  }

  if (verified) {
    return (
      <IdentitySuccessDialog
        identity={verified}
        onClose={() => onHold(false)}
        onFindJobs={() => {
          onHold(false);
          navigateHard(withoutShowInfo(location.pathname, location.search));
        }}
      />
    );
  }
  if (info.isPending) {
    return (
      <IdentityDialog title={t('confirm.title')} width={600} onClose={removeParam}>
        <LoadingState label={t('confirm.loading')} />
      </IdentityDialog>
    );
  }
  if (info.isSuccess && hasIdentity(info.data)) return <ConfirmDialog info={info.data} onClose={removeParam} onVerified={onVerified} />;
  return (
    <FailureDialog
      error={info.isError ? info.error : undefined}
      onDoLater={() => {
        rememberDoLater();
        removeParam();
      }}
    />
  );
}
