/**
 * The job page's actions (W08 actions, W31, W32): chat now / apply, save, share, and in a "More" menu
 * report and "not for me", with their dialogs and one live status line. On mobile web (told by the user agent, on the
 * server too) the bar with chat now, save, the sign-in prompt and "open app" stays at the bottom of
 * the screen (W31).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { JobDetail } from '@sdk/generated/job/hooks';
import { useAtomValue } from '../../../lib/app-jotai';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { localHref, withQuery } from '../../../lib/local-href';
import { useRemoveSearchParam } from '../../../lib/use-remove-search-param';
import { countryAtom, deviceTypeAtom, languageAtom, sessionAtom, siteOriginAtom } from '../../../lib/session-atoms';
import { ActionOutcomeRegion, type ActionOutcome } from '../../../components/action-outcome';
import { LazyDialogBoundary } from '../../../components/lazy-part-boundary';
import { ActionError } from './action-error';
import { ChatAction } from './chat-action';
import { MoreActionsMenu } from './more-actions-menu';
import { SaveButton } from './save-button';
import { ShareButton } from './share-button';
import { CHAT_INTENT, SignInPrompt, useReturnPath, type SignInReason } from './sign-in-prompt';
import { useApplyState } from './use-apply-state';
import { useRecordJobView } from './use-record-job-view';
import './job-actions.css';
// The apply and not-for-me dialogs' field: an island page takes no stylesheet from their chunks (decision 0032).
import '../../../components/text-area-field.css';
import { appDownloadUrl } from '../../../lib/app-links';

// The dialogs with forms and rules (zod) stay out of the job page's first JavaScript: each loads when
// the user points at or focuses its button, or when it opens.
const ApplyDialog = lazyWithPreload(() => import('./apply-dialog').then((module) => ({ default: module.ApplyDialog })));
const ReportDialog = lazyWithPreload(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));
const NotSuitableDialog = lazyWithPreload(() => import('./not-suitable-dialog').then((module) => ({ default: module.NotSuitableDialog })));
// The networks and "copy link", where the browser has no share sheet.
const ShareDialog = lazyWithPreload(() => import('./share-dialog').then((module) => ({ default: module.ShareDialog })));

type OpenDialog = 'apply' | 'report' | 'notSuitable' | 'share' | { signIn: SignInReason } | null;

/**
 * Back from signing in (or completing the profile) to chat: once the apply state is known, the apply
 * dialog opens if applying is what the seeker may do, and the intent leaves the address either way.
 */
function useChatIntent(settled: boolean, canApply: boolean, open: () => void): void {
  const [params] = useSearchParams();
  const wanted = params.get('intent') === CHAT_INTENT;
  const removeIntent = useRemoveSearchParam('intent');
  useEffect(() => {
    if (!wanted || !settled) return;
    if (canApply) open();
    removeIntent();
  }, [wanted, settled, canApply, open, removeIntent]);
}

interface JobActionsProps {
  job: JobDetail;
  /**
   * Beside search results (the preview) the actions stay in the pane: no bar pinned to the bottom of a
   * mobile-web screen, and the view counts only when the seeker chose the job (`countsView`).
   */
  placement?: 'page' | 'preview';
  countsView?: boolean;
}

export function JobActions({ job, placement = 'page', countsView = true }: JobActionsProps) {
  const { t } = useTranslation('job-detail');
  const language = useAtomValue(languageAtom);
  const country = useAtomValue(countryAtom);
  const origin = useAtomValue(siteOriginAtom);
  const signedIn = useAtomValue(sessionAtom).kind === 'user';
  const mobileWeb = useAtomValue(deviceTypeAtom) === 'mobile_web' && placement === 'page';
  const state = useApplyState(job);
  // A closed job takes no applications: nothing to save for later, no "apply in seconds".
  const closed = job.status === 'closed';
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const back = useReturnPath();
  useRecordJobView(job.id, countsView);
  const openApply = useCallback(() => setDialog((current) => current ?? 'apply'), []);
  useChatIntent(state.kind !== 'checking', state.kind === 'apply', openApply);

  const close = () => setDialog(null);
  /** A dialog that did its job closes, and the status line says so. */
  const doneWith = (message: string) => () => {
    close();
    setOutcome({ kind: 'done', message });
  };
  const signInFor = (reason: SignInReason) => () => setDialog({ signIn: reason });
  const whenSignedIn = (next: OpenDialog, reason: SignInReason) => () => setDialog(signedIn ? next : { signIn: reason });
  const jobUrl = `${origin}${localHref(language, '/:lang?/job/:slug', { slug: job.slug })}`;

  return (
    <section className={mobileWeb ? 'job-actions job-actions--mobile-web' : 'job-actions'} aria-label={t('actions.label')}>
      <div className="job-actions__bar">
        <ActionOutcomeRegion outcome={outcome} onDismiss={() => setOutcome(null)} className="job-actions-status" renderError={(error) => <ActionError error={error} />} />
        <div className="job-actions__row">
          <div className="job-actions__primary">
            <ChatAction job={job} state={state} onApply={() => setDialog('apply')} onApplyIntent={ApplyDialog.preload} onSignIn={signInFor('chat')} />
          </div>
          {closed ? null : <SaveButton job={job} onOutcome={setOutcome} onSignIn={signInFor('save')} />}
          {mobileWeb ? (
            <a className="button button--secondary" href={appDownloadUrl(country)} rel="noopener noreferrer">
              {t('actions.openApp')}
            </a>
          ) : null}
        </div>
        {signedIn || closed ? null : (
          <p className="job-actions__guest">
            {t('signIn.prompt')} <Link to={withQuery(localHref(language, '/:lang?/get-started'), { redirect: back })}>{t('signIn.link')}</Link>
          </p>
        )}
      </div>
      <div className="job-actions__more">
        <ShareButton url={jobUrl} title={job.title} onFallback={() => setDialog('share')} onIntent={ShareDialog.preload} />
        <MoreActionsMenu
          actions={[
            { key: 'report', label: t('report.button'), onSelect: whenSignedIn('report', 'report'), onIntent: signedIn ? ReportDialog.preload : undefined },
            { key: 'notSuitable', label: t('notSuitable.button'), onSelect: whenSignedIn('notSuitable', 'notSuitable'), onIntent: signedIn ? NotSuitableDialog.preload : undefined },
          ]}
        />
      </div>
      <LazyDialogBoundary onClose={close}>
        {dialog === 'apply' && state.kind === 'apply' ? <ApplyDialog job={job} chatExists={state.chatExists} onClose={close} /> : null}
        {dialog === 'share' ? <ShareDialog url={jobUrl} title={job.title} onClose={close} /> : null}
        {dialog === 'report' ? <ReportDialog job={job} onClose={close} onReported={doneWith(t('report.done'))} /> : null}
        {dialog === 'notSuitable' ? <NotSuitableDialog job={job} onClose={close} onSent={doneWith(t('notSuitable.done'))} /> : null}
      </LazyDialogBoundary>
      {dialog !== null && typeof dialog === 'object' ? <SignInPrompt reason={dialog.signIn} recruiterName={job.recruiter.full_name} onClose={close} /> : null}
    </section>
  );
}
