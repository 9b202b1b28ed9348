/** W01 QR-code sign-in: a code for the mobile app, polled until confirmed (sign in), scanned or expired (new code). */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrLoginSession } from '@sdk/generated/auth/hooks';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { useQueryScope } from '../../lib/query-scope';
import { deviceTypeAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { QrCodeImage } from '../../components/qr-code-image';
import { qrLoginStatusQuery, useCreateQrLoginSessionMutation } from './sign-in-options-queries';
import { SimulateQrConfirm } from './simulate-qr-confirm';
import { TwoFactorNotice } from './two-factor-notice';
import { useRedirectTarget } from '../../lib/session/sign-in-navigation';
import { useFinishSignIn } from './use-finish-sign-in';
import './sign-in-options.css';
import { guestsOnly } from '../../lib/session/page-guards';
import type { Route } from './+types/qr-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';
import { OtherMethods, otherMethodsNamespaces } from '../auth/other-methods';

// The route module composes the page: the "Or continue with" links are the main sign-in page's (auth feature), the same on the three W01 pages.
export const namespaces = ['sign-in-options', ...otherMethodsNamespaces] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  guestsOnly(app);
  return null;
}

function QrStatus({ session, onRenew }: { session: QrLoginSession; onRenew: () => void }) {
  const { t } = useTranslation('sign-in-options');
  const redirect = useRedirectTarget();
  const finishSignIn = useFinishSignIn();
  const finished = useRef(false);
  const status = useQuery(qrLoginStatusQuery(useQueryScope(), session));
  const data = status.data;
  const signInReply = data?.status === 'confirmed' ? data.session : null;

  useEffect(() => {
    if (!signInReply || signInReply.two_factor || finished.current) return;
    finished.current = true;
    finishSignIn(signInReply, redirect);
  }, [signInReply, finishSignIn, redirect]);

  if (status.isError) {
    return (
      <>
        <ErrorState error={status.error} onRetry={() => void status.refetch()} compact />
        <button type="button" className="button button--secondary" onClick={onRenew}>
          {t('qr.renew')}
        </button>
      </>
    );
  }
  if (data?.status === 'expired') {
    return (
      <div className="sign-in-options__qr-box" role="alert">
        <p className="state__title">{t('qr.expired')}</p>
        <button type="button" className="button" onClick={onRenew}>
          {t('qr.renew')}
        </button>
      </div>
    );
  }
  if (signInReply?.two_factor) return <TwoFactorNotice />;
  if (signInReply) return <LoadingState label={t('qr.signingIn')} />;
  return (
    <div className="sign-in-options__qr-box">
      <QrCodeImage className="sign-in-options__qr" content={session.qr_content} alt={t('qr.alt')} />
      <p role="status" aria-live="polite">
        {data?.status === 'scanned' ? t('qr.scanned') : t('qr.waiting')}
      </p>
      {import.meta.env.VITE_API_MODE === 'mock' ? <SimulateQrConfirm qrId={session.qr_id} onDone={() => void status.refetch()} /> : null}
    </div>
  );
}

function QrPage() {
  const { t } = useTranslation('sign-in-options');
  const create = useCreateQrLoginSessionMutation();
  const started = useRef(false);
  const deviceType = useAtomValue(deviceTypeAtom);
  const redirect = useRedirectTarget();
  useDocumentTitle(t('qr.title'));
  const { mutate } = create;
  const renew = () => mutate({ data: { source: deviceType } });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ data: { source: deviceType } });
  }, [mutate, deviceType]);

  let body;
  if (create.isError) body = <ErrorState error={create.error} onRetry={renew} compact />;
  else if (!create.data || create.isPending) body = <LoadingState label={t('qr.loading')} />;
  else body = <QrStatus key={create.data.qr_id} session={create.data} onRenew={renew} />;

  return (
    <div className="sign-in-options">
      <h1 className="page-title">{t('qr.title')}</h1>
      <section className="section sign-in-options__card">
        <ol className="sign-in-options__steps">
          <li>{t('qr.step1')}</li>
          <li>{t('qr.step2')}</li>
        </ol>
        {body}
        <OtherMethods redirect={redirect} current="qr" />
      </section>
    </div>
  );
}

/** For guests only (the loader sends a signed-in user to /get-started). */
export default QrPage;

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;
