/**
 * W04 step 4/4 and the whole way: a new account lands on the setup after signing up, goes through the
 * four steps and finishes: `is_profile_completed` in the user cookie, the resume-flow flags cleared,
 * then the in-app `redirect` (never another host) or /onsite-job. completeProfile's codes reach the screen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { accountById } from '../../mocks/state/accounts';
import { hasTriggeredSpringEvent } from '../../mocks/state/profile-settings';
import { RESUME_FLOW_FLAGS, setResumeFlowFlag } from '../../web/src/lib/resume-flow';
import { renderApp } from './render-app';
import {
  JUAN, MARIA, cookieUser, expectPath, fillStepOne, messageOf, signInAsJuan, signInAsMaria, stepHeading,
} from './complete-profile-support';

const finish = () => screen.getByRole('button', { name: 'Finish and find jobs' });

describe('/jobseeker-complete-profile/4', () => {
  it('a new account signs up, lands on step 1, goes through the four steps and ends on /onsite-job', async () => {
    setResumeFlowFlag('createResume');
    const { user, router } = await renderApp('/get-started');
    await user.type(await screen.findByLabelText('Email address'), 'new.user@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectPath(router, '/jobseeker-complete-profile');
    expect(await stepHeading('Tell us about yourself')).toBeInTheDocument();

    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    // Started from creating a resume: the resume-flow target of step 2.
    await expectPath(router, '/jobseeker-complete-profile/1101');
    await stepHeading('Your work experience');
    await user.click(await screen.findByRole('link', { name: 'Next' }));
    await expectPath(router, '/jobseeker-complete-profile/3');
    await stepHeading('Your education');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await expectPath(router, '/jobseeker-complete-profile/4');
    const heading = await stepHeading('You are all set!');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your profile' });
    expect(await within(summary).findByText('1 job preference')).toBeInTheDocument();
    expect(within(summary).getByText('0 work experiences')).toBeInTheDocument();
    expect(within(summary).getByText('0 educations')).toBeInTheDocument();

    expect(cookieUser()?.is_profile_completed).toBe(false);
    await user.click(finish());
    await expectPath(router, '/onsite-job');
    expect(cookieUser()?.is_profile_completed).toBe(true);
    expect(Object.values(RESUME_FLOW_FLAGS).map((key) => localStorage.getItem(key))).toEqual([null, null]);
    expect((await accountById(JUAN))?.is_profile_completed).toBe(true);
  });

  it.each([
    ['/job/senior-accountant-1?from=chat', '/job/senior-accountant-1', '?from=chat'],
    ['/ja/chat/12', '/ja/chat/12', ''],
    ['https://evil.example/steal', '/onsite-job', ''],
    ['//evil.example/steal', '/onsite-job', ''],
    ['https://employer.jobchat.example/jobs', '/onsite-job', ''],
    ['javascript:alert(1)', '/onsite-job', ''],
  ])('redirect=%s ends on %s (in-app paths only)', async (redirect, pathname, search) => {
    signInAsMaria();
    const { user, router } = await renderApp(`/jobseeker-complete-profile/4?redirect=${encodeURIComponent(redirect)}`);
    await stepHeading('You are all set!');
    await user.click(finish());
    await expectPath(router, pathname, search);
  });

  it('without a job preference the server refuses (40001 on job_preferences): step 1 is offered', async () => {
    signInAsJuan();
    const { user, router } = await renderApp('/jobseeker-complete-profile/4?redirect=%2Fchat');
    const summary = await screen.findByRole('region', { name: 'Your profile' });
    expect(await within(summary).findByText('0 job preferences')).toBeInTheDocument();
    await user.click(finish());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please add the job you want in step 1 first.');
    expect(within(alert).getByRole('link', { name: 'Go to step 1' })).toHaveAttribute('href', '/jobseeker-complete-profile/1?redirect=%2Fchat');
    expect(router.state.location.pathname).toBe('/jobseeker-complete-profile/4');
    expect(cookieUser()?.is_profile_completed).toBe(false);
  });

  it.each([50001, 41044, 40001] as const)('completeProfile %i: the message, and finishing again works', async (code) => {
    signInAsMaria();
    forceError('completeProfile', code);
    const { user, router } = await renderApp('/jobseeker-complete-profile/4');
    await stepHeading('You are all set!');
    await user.click(finish());
    expect(await screen.findByRole('alert')).toHaveTextContent(messageOf(code));
    resetScenarios();
    await user.click(finish());
    await expectPath(router, '/onsite-job');
  });

  it('completeProfile 40006: the wait in seconds', async () => {
    signInAsMaria();
    forceError('completeProfile', 40006, { retryAfter: 25 });
    const { user } = await renderApp('/jobseeker-complete-profile/4');
    await stepHeading('You are all set!');
    await user.click(finish());
    expect(await screen.findByRole('alert')).toHaveTextContent(messageOf(40006, { seconds: 25 }));
  });

  it('tells the Singapore campaign on the sg site', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/jobseeker-complete-profile/4', { host: 'sg.localhost' });
    await stepHeading('You are all set!');
    await user.click(finish());
    await expectPath(router, '/onsite-job');
    await waitFor(async () => expect(await hasTriggeredSpringEvent(MARIA)).toBe(true));
  });

  it("sums up Maria's profile, with a loading error and retry", async () => {
    signInAsMaria();
    forceError('getMyProfile', 50001);
    const { user } = await renderApp('/jobseeker-complete-profile/4');
    expect(await screen.findByText(messageOf(50001))).toBeInTheDocument();
    resetScenarios();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const summary = screen.getByRole('region', { name: 'Your profile' });
    expect(await within(summary).findByText('2 job preferences')).toBeInTheDocument();
    expect(within(summary).getByText('3 work experiences')).toBeInTheDocument();
    expect(within(summary).getByText('2 educations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/jobseeker-complete-profile/3');
  });

  it('is right to left in Arabic, and ends on the Arabic landing page', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/ar/jobseeker-complete-profile/4');
    expect(await stepHeading('كل شيء جاهز!')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('الخطوة 4 من 4')).toBeInTheDocument();
    expect(await screen.findByText('3 خبرات عمل')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إنهاء والبحث عن وظائف' }));
    await expectPath(router, '/ar/onsite-job');
  });

  it('an unknown step is a 404', async () => {
    signInAsMaria();
    await renderApp('/jobseeker-complete-profile/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page does not exist' })).toBeInTheDocument();
  });
});
