/** W04 step 3/4: educations added (or still attended), changed and deleted, and every failure of the calls. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { renderApp } from './render-app';
import { JUAN, MARIA, expectPath, messageOf, savedProfile, signInAsJuan, signInAsMaria, stepHeading } from './complete-profile-support';

const DILIMAN = 'University of the Philippines Diliman';
const ATENEO = 'Ateneo Graduate School of Business';

function entries(): string[] {
  return within(screen.getByRole('region', { name: /educations? added/ }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('/jobseeker-complete-profile/3', () => {
  it('adds an education still attended, with its level required', async () => {
    signInAsJuan();
    const { user } = await renderApp('/jobseeker-complete-profile/3');
    expect(await stepHeading('Your education')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(await screen.findByText('No education added yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    const form = await screen.findByRole('form', { name: 'New education' });
    await user.type(within(form).getByLabelText('School name'), 'Polytechnic University of the Philippines');
    await user.type(within(form).getByLabelText('Start'), '2022-06');
    await user.click(within(form).getByLabelText('I am currently attending'));
    expect(within(form).queryByLabelText('End')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Education level or degree')).toHaveAccessibleDescription('This field is required.');
    await user.selectOptions(within(form).getByLabelText('Education level or degree'), "Bachelor's Degree");
    await user.type(within(form).getByLabelText('Field of study (optional)'), 'Accountancy');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Education saved.')).toBeInTheDocument();
    expect(entries()).toEqual(['Polytechnic University of the Philippines']);
    expect(screen.getByText("Bachelor's Degree, Accountancy")).toBeInTheDocument();
    expect(screen.getByText('Jun 2022 – Present')).toBeInTheDocument();
    expect((await savedProfile(JUAN)).educations).toEqual([
      expect.objectContaining({ school_name: 'Polytechnic University of the Philippines', education_level_id: 4, start_date: '2022-06-01', end_date: null, is_currently_attending: true }),
    ]);
  });

  it("changes and deletes Maria's educations", async () => {
    signInAsMaria();
    const { user } = await renderApp('/jobseeker-complete-profile/3');
    expect(await screen.findByRole('heading', { level: 2, name: '2 educations added' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Edit ${DILIMAN}` }));
    const form = await screen.findByRole('form', { name: 'Edit education' });
    expect(within(form).getByLabelText('End')).toHaveValue('2016-04');
    await user.clear(within(form).getByLabelText('Start'));
    await user.type(within(form).getByLabelText('Start'), '2016-05');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('End')).toHaveAccessibleDescription('Month and year (YYYY-MM) Start date must be earlier than completion date.');
    await user.clear(within(form).getByLabelText('Start'));
    await user.type(within(form).getByLabelText('Start'), '2012-08');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Education saved.')).toBeInTheDocument();
    expect((await savedProfile(MARIA)).educations.find((entry) => entry.school_name === DILIMAN)).toMatchObject({ start_date: '2012-08-01' });

    await user.click(screen.getByRole('button', { name: `Delete ${ATENEO}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this education?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Education deleted.')).toBeInTheDocument();
    await waitFor(() => expect(entries()).toEqual([DILIMAN]));
    expect((await savedProfile(MARIA)).educations).toHaveLength(1);
  });

  it.each([
    ['createEducation', 50001],
    ['createEducation', 40006],
  ] as const)('%s %i: the message in the form, what was typed kept', async (operation, code) => {
    signInAsJuan();
    forceError(operation, code, { retryAfter: 9 });
    const { user } = await renderApp('/jobseeker-complete-profile/3');
    await user.click(await screen.findByRole('button', { name: 'Add education' }));
    const form = await screen.findByRole('form', { name: 'New education' });
    await user.type(within(form).getByLabelText('School name'), 'Mapúa University');
    await user.selectOptions(within(form).getByLabelText('Education level or degree'), 'High School');
    await user.type(within(form).getByLabelText('Start'), '2015-06');
    await user.type(within(form).getByLabelText('End'), '2019-03');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messageOf(code, { seconds: 9 }));
    expect(within(form).getByLabelText('School name')).toHaveValue('Mapúa University');
    resetScenarios();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Education saved.')).toBeInTheDocument();
  });

  it('updateEducation 40004 and deleteEducation 40004: the entry is gone', async () => {
    signInAsMaria();
    forceError('updateEducation', 40004);
    forceError('deleteEducation', 40004);
    const { user } = await renderApp('/jobseeker-complete-profile/3');
    await user.click(await screen.findByRole('button', { name: `Edit ${DILIMAN}` }));
    const form = await screen.findByRole('form', { name: 'Edit education' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messageOf(40004));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: `Delete ${ATENEO}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this education?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(40004));
  });

  it('goes back to 10 and on to 4', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/jobseeker-complete-profile/3');
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/jobseeker-complete-profile/10');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await expectPath(router, '/jobseeker-complete-profile/4');
    expect(await stepHeading('You are all set!')).toBeInTheDocument();
  });

  it('has a loading error with a retry', async () => {
    signInAsMaria();
    forceError('listEducations', 41044);
    const { user } = await renderApp('/jobseeker-complete-profile/3');
    expect(await screen.findByText(messageOf(41044))).toBeInTheDocument();
    resetScenarios();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: '2 educations added' })).toBeInTheDocument();
  });
});
