/**
 * /invite-friends (W21, signed in): the user's invite code and link to copy or share, the reward (a month
 * of free VIP for the user and for each friend who joins), the user's VIP time and the friends who joined,
 * and the reward points with their withdrawal (reward-points.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InvitationSummary } from '@sdk/generated/apiGo/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { privatePageHead } from '../../lib/private-page-head';
import { scopeOf, useQueryScope } from '../../lib/query-scope';
import { waitBriefly } from '../../lib/route-prefetch';
import { signedInOnly } from '../../lib/session/page-guards';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFormatInstant } from '../../lib/date-time/use-reading-time';
import { myInvitationQuery, rewardPointsQuery } from './invite-friends-queries';
import { InviteShare } from './invite-share';
import { RewardPointsSection } from './reward-points';
import './invite-friends.css';
import type { Route } from './+types/invite-friends-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';
import { ERRORS_NAMESPACE } from '../../lib/i18n';

// The withdrawal form's rules speak in the error messages (errors:code.*), not only after a failure.
export const namespaces = ['invite-friends', ERRORS_NAMESPACE] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, request }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  signedInOnly(app, request);
  const scope = scopeOf(app.store);
  await waitBriefly(Promise.all([app.queryClient.prefetchQuery(myInvitationQuery(scope)), app.queryClient.prefetchQuery(rewardPointsQuery(scope))]));
  return null;
}

export const head = privatePageHead('invite-friends:page.title');

function Invitation({ invitation }: { invitation: InvitationSummary }) {
  const { t } = useTranslation('invite-friends');
  const formatDate = useFormatInstant('date');
  const months = invitation.reward_vip_months;
  return (
    <>
      <section className="section" aria-labelledby="invite-reward">
        <h2 id="invite-reward">{t('reward.title', { count: months })}</h2>
        <p>{t('reward.body', { count: months })}</p>
        <p className="invite-friends__vip">
          {invitation.vip.is_vip && invitation.vip.vip_expires_at
            ? t('reward.vipUntil', { date: formatDate(invitation.vip.vip_expires_at) })
            : t('reward.notVip')}
        </p>
      </section>
      <section className="section" aria-labelledby="invite-share">
        <h2 id="invite-share">{t('share.heading')}</h2>
        <InviteShare code={invitation.invite_code} link={invitation.invite_link} />
      </section>
      <section className="section" aria-labelledby="invite-friends-joined">
        <h2 id="invite-friends-joined">{t('friends.title', { count: invitation.invited_count })}</h2>
        {invitation.invited_friends.length === 0 ? (
          <EmptyState title={t('friends.empty')} />
        ) : (
          <ul className="invite-friends__friends">
            {invitation.invited_friends.map((friend) => (
              <li key={friend.id}>
                <span dir="auto">{friend.name}</span> · {t('friends.joined', { date: formatDate(friend.joined_at) })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function InviteFriendsRoute() {
  const { t } = useTranslation('invite-friends');
  const invitation = useQuery(myInvitationQuery(useQueryScope()));
  useDocumentTitle(t('page.title'));
  let body;
  if (invitation.isPending) body = <LoadingState label={t('page.loading')} />;
  else if (invitation.isError) body = <ErrorState error={invitation.error} onRetry={() => void invitation.refetch()} />;
  else body = <Invitation invitation={invitation.data} />;
  return (
    <div className="invite-friends">
      <h1 className="page-title">{t('page.title')}</h1>
      {body}
      <RewardPointsSection />
    </div>
  );
}
