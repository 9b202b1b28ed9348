/**
 * W04 step 1/4: basic info and job preference (birthday at least 16, spec section 5's required
 * preference fields), what it saves, where it leads (`10`, `1101` from a resume flow, the redirect
 * query kept), and every failure of its calls shown with what was typed kept.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setMockClock } from '../../mocks/db/mock-clock';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { setResumeFlowFlag } from '../../web/src/lib/resume-flow';
import { setHardNavigation } from '../../web/src/lib/session/session-events';
import { renderApp } from './render-app';
import {
  JUAN, MARIA, cookieUser, expectPath, fillStepOne, messageOf, savedProfile, signInAsJuan, signInAsMaria, stepHeading, yearsAgo,
} from './complete-profile-support';

const save = () => screen.getByRole('button', { name: 'Save and continue' });

afterEach(() => setMockClock(undefined));

describe('/jobseeker-complete-profile step 1', () => {
  it('sends a guest to sign in and back to the very step', async () => {
    const { router } = await renderApp('/jobseeker-complete-profile/10?redirect=%2Fchat');
    await expectPath(router, '/get-started', `?redirect=${encodeURIComponent('/jobseeker-complete-profile/10?redirect=%2Fchat')}`);
  });

  it('saves the basic info and a job preference, then goes on to step 10 with the heading focused', async () => {
    signInAsJuan();
    const { user, router } = await renderApp('/jobseeker-complete-profile');
    expect(await stepHeading('Tell us about yourself')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Profile setup steps' });
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByLabelText('First name')).toHaveValue('Juan');
    expect(screen.getByLabelText('Currency')).toHaveDisplayValue('PHP ₱');
    await fillStepOne(user);
    await user.click(save());
    await expectPath(router, '/jobseeker-complete-profile/10');
    const heading = await stepHeading('Your work experience');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Profile setup steps' })).getAllByRole('listitem')[0]).toHaveTextContent('(completed)');
    const saved = await savedProfile(JUAN);
    expect(saved.preferences).toHaveLength(1);
    expect(saved.preferences[0]).toMatchObject({ job_title: 'Junior Accountant', work_arrangement_id: 1, location_id: 211, currency_id: 2, salary_from: 25000, salary_to: 35000 });
    expect(saved.details).toMatchObject({ work_since: '2020-03-01', current_location_id: 211, job_seeker_type: 'experienced' });
    expect(cookieUser()).toMatchObject({ first_name: 'Juan', notice_period_id: 4, is_profile_completed: false });
  });

  it('asks a fresh sign-up (no last name yet) for its names', async () => {
    const { user, router } = await renderApp('/get-started');
    await user.type(await screen.findByLabelText('Email address'), 'fresh.person@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectPath(router, '/jobseeker-complete-profile');
    expect(await screen.findByLabelText('Last name')).toHaveValue('');
    await fillStepOne(user);
    await user.click(save());
    expect(await screen.findByLabelText('Last name')).toHaveAccessibleDescription('This field is required.');
    await user.type(screen.getByLabelText('Last name'), 'Person');
    await user.click(save());
    await expectPath(router, '/jobseeker-complete-profile/10');
    expect(cookieUser()).toMatchObject({ last_name: 'Person' });
  });

  it('keeps the redirect query on the way, drops one that leaves the app, and takes 1101 from a resume flow', async () => {
    signInAsJuan();
    setResumeFlowFlag('quickUpload');
    const kept = await renderApp('/jobseeker-complete-profile?redirect=%2Fjob%2Fsenior-accountant-1');
    await fillStepOne(kept.user);
    await kept.user.click(save());
    await expectPath(kept.router, '/jobseeker-complete-profile/1101', `?redirect=${encodeURIComponent('/job/senior-accountant-1')}`);
    expect(await stepHeading('Your work experience')).toBeInTheDocument();
    kept.unmount();

    localStorage.clear();
    const dropped = await renderApp('/jobseeker-complete-profile/1?redirect=https%3A%2F%2Fevil.example%2Fsteal');
    await dropped.user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await expectPath(dropped.router, '/jobseeker-complete-profile/10');
  });

  it('says what is missing or wrong, and keeps everything typed', async () => {
    signInAsJuan();
    const { user, router } = await renderApp('/jobseeker-complete-profile');
    await stepHeading('Tell us about yourself');
    await user.clear(screen.getByLabelText('First name'));
    await user.click(save());
    expect(await screen.findByLabelText('First name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Job title')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Preferred work location')).toHaveAccessibleDescription('This field is required.');

    await user.type(screen.getByLabelText('First name'), 'Juanito');
    await fillStepOne(user, { birthday: yearsAgo(16, 1) });
    await user.clear(screen.getByLabelText('Maximum salary'));
    await user.type(screen.getByLabelText('Maximum salary'), '20000');
    await user.click(save());
    expect(await screen.findByText('You must be at least 16 years old.', { selector: '.text-field__error' })).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum salary')).toHaveAccessibleDescription('The maximum salary must not be lower than the minimum salary.');
    expect(screen.getByLabelText('First name')).toHaveValue('Juanito');
    expect(screen.getByLabelText('Job title')).toHaveValue('Junior Accountant');
    expect(router.state.location.pathname).toBe('/jobseeker-complete-profile');
    expect((await savedProfile(JUAN)).preferences).toHaveLength(0);
  });

  it('asks for a time zone for remote work', async () => {
    signInAsJuan();
    const { user, router } = await renderApp('/jobseeker-complete-profile');
    await fillStepOne(user);
    await user.click(within(screen.getByRole('group', { name: 'Work arrangement' })).getByRole('radio', { name: 'Remote' }));
    expect(screen.queryByLabelText('Preferred work location')).not.toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByLabelText('Work time zone')).toHaveAccessibleDescription('This field is required.');
    await user.selectOptions(screen.getByLabelText('Work time zone'), 'Asia/Singapore');
    await user.click(save());
    await expectPath(router, '/jobseeker-complete-profile/10');
    expect((await savedProfile(JUAN)).preferences[0]).toMatchObject({ work_arrangement_id: 3, timezone: 'Asia/Singapore', location_id: null });
  });

  it("shows the server's field message under its field (birthday checked on the server's calendar)", async () => {
    signInAsJuan();
    // The server's today is 2012: a birthday 25 years before the user's today is under 16 there.
    setMockClock(Date.UTC(2012, 0, 1));
    const { user, router } = await renderApp('/jobseeker-complete-profile');
    await fillStepOne(user, { birthday: yearsAgo(25) });
    await user.click(save());
    // The field's hint says the rule too; the error comes after it.
    await waitFor(() => expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('You must be at least 16 years old. You must be at least 16 years old.');
    expect(screen.getByLabelText('Date of birth')).toHaveFocus();
    // Only the field says it: no message above the button.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['You must be at least 16 years old.']);
    expect(screen.getByLabelText('Job title')).toHaveValue('Junior Accountant');
    expect(router.state.location.pathname).toBe('/jobseeker-complete-profile');
  });

  it.each([
    ['updateMyProfile', 50001],
    ['updateMyProfile', 41044],
    ['updateMyProfile', 40001],
    ['createJobPreference', 41263],
    ['createJobPreference', 41262],
    ['createJobPreference', 50001],
  ] as const)('%s %i: the message above the button, what was typed kept', async (operation, code) => {
    signInAsJuan();
    forceError(operation, code);
    const { user, router } = await renderApp('/jobseeker-complete-profile');
    await fillStepOne(user);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(messageOf(code));
    expect(screen.getByLabelText('Job title')).toHaveValue('Junior Accountant');
    expect(router.state.location.pathname).toBe('/jobseeker-complete-profile');
    // Once the server accepts, the same form goes on (a preference saved before a failure is not added twice).
    resetScenarios();
    await user.click(save());
    await expectPath(router, '/jobseeker-complete-profile/10');
    expect((await savedProfile(JUAN)).preferences).toHaveLength(1);
  });

  it('40006: the wait in seconds', async () => {
    signInAsJuan();
    forceError('updateMyProfile', 40006, { retryAfter: 42 });
    const { user } = await renderApp('/jobseeker-complete-profile');
    await fillStepOne(user);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(messageOf(40006, { seconds: 42 }));
  });

  it('40003: the session ended, so the user signs in again', async () => {
    signInAsJuan();
    const navigations: string[] = [];
    const restore = setHardNavigation((url) => navigations.push(url));
    try {
      forceError('updateMyProfile', 40003);
      const { user } = await renderApp('/jobseeker-complete-profile');
      await fillStepOne(user);
      await user.click(save());
      await waitFor(() => expect(navigations).toEqual(['/get-started']));
    } finally {
      restore();
    }
  });

  it("updates Maria's first preference instead of adding one", async () => {
    signInAsMaria();
    const before = await savedProfile(MARIA);
    const { user, router } = await renderApp('/jobseeker-complete-profile/1');
    expect(await screen.findByLabelText('Job title')).toHaveValue('Senior Accountant');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1994-08-21');
    // She moves from Makati to Taguig.
    await user.selectOptions(screen.getByLabelText('Current location'), 'Taguig');
    await user.selectOptions(screen.getByLabelText('Preferred work location'), 'Taguig');
    await user.clear(screen.getByLabelText('Minimum salary'));
    await user.type(screen.getByLabelText('Minimum salary'), '70000');
    await user.click(save());
    await expectPath(router, '/jobseeker-complete-profile/10');
    const after = await savedProfile(MARIA);
    expect(after.preferences).toHaveLength(before.preferences.length);
    expect(after.preferences[0]).toMatchObject({ id: before.preferences[0]!.id, salary_from: 70000, location_id: 212, function_job_title_id: 1012 });
  });

  it('has a loading error with a retry', async () => {
    signInAsJuan();
    forceError('getMyProfile', 50001);
    const { user } = await renderApp('/jobseeker-complete-profile');
    expect(await screen.findByText(messageOf(50001))).toBeInTheDocument();
    resetScenarios();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Job title')).toBeInTheDocument();
  });
});
