/** W04 step 1/4: basic info and job preference, and where it leads (`10`, `1101`, the redirect query). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { JUAN, cookieUser, expectPath, fillStepOne, savedProfile, signInAsJuan, stepHeading } from './complete-profile-support';

describe('/jobseeker-complete-profile step 1', () => {
  it('saves the basic info and a job preference, then goes on to step 10', async () => {
    signInAsJuan();
    const { user, router } = await renderApp('/jobseeker-complete-profile');
    expect(await stepHeading('Tell us about yourself')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Juan');
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await expectPath(router, '/jobseeker-complete-profile/10');
    const heading = await stepHeading('Your work experience');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    const saved = await savedProfile(JUAN);
    expect(saved.preferences).toHaveLength(1);
    expect(saved.preferences[0]).toMatchObject({ job_title: 'Junior Accountant', location_id: 211, salary_from: 25000, salary_to: 35000 });
    expect(saved.details).toMatchObject({ work_since: '2020-03-01', current_location_id: 211 });
    expect(cookieUser()).toMatchObject({ first_name: 'Juan', notice_period_id: 4, is_profile_completed: false });
  });
});
