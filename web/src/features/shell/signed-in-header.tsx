/**
 * The header's parts for a signed-in user: the chat, interviews and notifications items and the account
 * menu. One chunk (signed-in-header-lazy.ts), so a guest's page, the app's or an island's, loads none of
 * their code or calls.
 */
import { ChatNavItem } from './chat-nav-item';
import { InterviewsNavItem } from './interviews-nav-item';
import { NotificationsNavItem } from './notifications-nav-item';

export { UserMenu } from './user-menu';

export function SignedInNavItems({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      <ChatNavItem onNavigate={onNavigate} />
      <InterviewsNavItem onNavigate={onNavigate} />
      <NotificationsNavItem onNavigate={onNavigate} />
    </>
  );
}
