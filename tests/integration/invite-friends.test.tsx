/**
 * W21 /invite-friends (signed in): the code and link to copy or share, the reward (a month of free VIP
 * for each party), the VIP time and the friends who joined; and an invitation link's code kept through a
 * sign-up, then accepted for the new account (acceptInviteCode), with every refusal told to the user.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { inviteCodeOf, friendsOf } from '../../mocks/state/referrals';
import { deleteCookie, readBrowserCookie } from '../../web/src/lib/cookies';
import { renderApp } from './render-app';
import { messageOf, signInAsJuan, signInAsMaria } from './resumes-steps';

const MARIA = 900_001;
const JUAN = 900_002;
const MARIA_CODE = inviteCodeOf(MARIA);

async function openInvitePage() {
  signInAsMaria();
  const view = await renderApp('/invite-friends');
  expect(await screen.findByRole('heading', { level: 1, name: 'Invite friends' })).toBeInTheDocument();
  await screen.findByLabelText('Your invite code');
  return view;
}

describe('/invite-friends', () => {
  it('sends a guest to sign in and back', async () => {
    const { router } = await renderApp('/invite-friends');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/invite-friends')}`);
  });

  it('shows the reward, the VIP time, the code and link, and the friends who joined', async () => {
    await openInvitePage();
    expect(screen.getByRole('heading', { name: 'Invite friends: you each get 1 month of free VIP' })).toBeInTheDocument();
    expect(screen.getByText(/^You are a VIP member until /)).toBeInTheDocument();
    expect(screen.getByLabelText('Your invite code')).toHaveValue(MARIA_CODE);
    expect(screen.getByLabelText('Your invite link')).toHaveValue(`http://localhost/get-started?invite_code=${MARIA_CODE}`);
    const friends = screen.getByRole('region', { name: '2 friends joined with your code' });
    expect(within(friends).getByText('Paolo M.')).toBeInTheDocument();
    expect(within(friends).getByText('Angelica C.')).toBeInTheDocument();
  });

  it('copies the code and the link, and offers the networks\' share pages', async () => {
    const { user } = await openInvitePage();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Invite code copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(MARIA_CODE);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Invite link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`http://localhost/get-started?invite_code=${MARIA_CODE}`);
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp (opens in a new window)' });
    expect(whatsapp.getAttribute('href')).toContain(encodeURIComponent(`http://localhost/get-started?invite_code=${MARIA_CODE}`));
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows an empty list to a user nobody joined yet', async () => {
    signInAsJuan();
    await renderApp('/invite-friends');
    expect(await screen.findByText('No friend has joined with your code yet.')).toBeInTheDocument();
    expect(screen.getByText('You are not a VIP member yet.')).toBeInTheDocument();
  });

  it('shows the call\'s error and tries again', async () => {
    forceError('getMyInvitation', 50001);
    signInAsMaria();
    const { user } = await renderApp('/invite-friends');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(messageOf(50001))).toBeInTheDocument();
    resetScenarios();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Your invite code')).toHaveValue(MARIA_CODE);
  });
});

describe('an invitation link at sign-up', () => {
  it('keeps the code through the sign-up and gives both a month of VIP', async () => {
    const { user, router } = await renderApp(`/get-started?invite_code=${MARIA_CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in or create an account' })).toBeInTheDocument();
    await waitFor(() => expect(readBrowserCookie('pending_invite_code')).toBe(MARIA_CODE));
    const notice = screen.getByRole('note', { name: 'A friend invited you' });
    expect(notice).toHaveTextContent(`the invitation code ${MARIA_CODE} gives you and your friend a month of free VIP each`);
    await user.type(screen.getByLabelText('Email address'), 'invited.friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobseeker-complete-profile'));
    expect(await screen.findByText('Welcome! You and Maria S. each get a month of free VIP.')).toBeInTheDocument();
    expect(readBrowserCookie('pending_invite_code')).toBeUndefined();
    expect(await friendsOf(MARIA)).toHaveLength(3);
  });

  it('still names the code on the sign-up page when the link led elsewhere first, and says nothing without one', async () => {
    const { router } = await renderApp(`/jobs-hiring?invite=${MARIA_CODE.toLowerCase()}`);
    await waitFor(() => expect(readBrowserCookie('pending_invite_code')).toBe(MARIA_CODE));
    await router.navigate('/get-started');
    expect(await screen.findByRole('note', { name: 'A friend invited you' })).toHaveTextContent(MARIA_CODE);

    cleanup();
    deleteCookie('pending_invite_code');
    await renderApp('/get-started?invite_code=no');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in or create an account' })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'A friend invited you' })).not.toBeInTheDocument();
  });

  it('accepts the code of a link a new user opens while signed in (the short ?invite= too)', async () => {
    signInAsJuan();
    await renderApp(`/jobs-hiring?invite=${MARIA_CODE}`);
    expect(await screen.findByText('Welcome! You and Maria S. each get a month of free VIP.')).toBeInTheDocument();
    expect((await friendsOf(MARIA)).map((friend) => friend.invitee_id)).toContain(JUAN);
  });

  it('tells an account that is not new why the code was not used (41251), and a second code (41250)', async () => {
    signInAsMaria();
    await renderApp(`/jobs-hiring?invite_code=${inviteCodeOf(JUAN)}`);
    expect(await screen.findByText(`Your invite code could not be used: ${messageOf(41251)}`)).toBeInTheDocument();

    forceError('acceptInviteCode', 41250);
    signInAsJuan();
    await renderApp(`/jobs-hiring?invite_code=${MARIA_CODE}`);
    expect(await screen.findByText(`Your invite code could not be used: ${messageOf(41250)}`)).toBeInTheDocument();
  });
});
