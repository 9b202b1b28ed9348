/**
 * W17 work experience and education: add, edit, delete, the period and description rules, and the
 * warning (not a block) before saving a duplicate employer or school.
 */
import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@sdk/api-error';
import { forceError } from '../../mocks/scenario/helpers';
import { messageOf, openMariasProfile, section, signInAsJuan } from './manage-profile-steps';
import { renderApp } from './render-app';

const WORK = 'Work experience';
const EDUCATION = 'Education';

async function addWork(user: UserEvent, company: string) {
  await user.click(within(section(WORK)).getByRole('button', { name: 'Add work experience' }));
  const form = await within(section(WORK)).findByRole('form', { name: 'Add work experience' });
  await user.type(within(form).getByLabelText('Company name'), company);
  await user.type(within(form).getByLabelText('Job title'), 'Finance Manager');
  await user.type(within(form).getByLabelText('Start month'), '2014-01');
  await user.type(within(form).getByLabelText('End month'), '2016-05');
  return form;
}

describe('/manage-profile work experience', () => {
  it('adds the first work experience of a new user, then edits and deletes it', async () => {
    signInAsJuan();
    const { user } = await renderApp('/manage-profile');
    const card = await within(document.body).findByRole('region', { name: WORK });
    expect(await within(card).findByText('Add your first work experience')).toBeInTheDocument();
    const form = await addWork(user, 'Globe Telecom');
    await user.type(within(form).getByLabelText(/Description/), 'Too short');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText(/Description/)).toHaveAccessibleDescription(/Please enter between 10 and 4000 characters\./);
    await user.type(within(form).getByLabelText(/Description/), ' for a description, now long enough.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('heading', { level: 3, name: 'Finance Manager' })).toBeInTheDocument();
    expect(within(card).getByText('Globe Telecom')).toBeInTheDocument();
    expect(within(card).getByText('Jan 2014 – May 2016')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Edit Finance Manager at Globe Telecom' }));
    const edit = await within(card).findByRole('form', { name: 'Edit the work experience at Globe Telecom' });
    await user.click(within(edit).getByRole('checkbox', { name: 'I still work here' }));
    expect(within(edit).queryByLabelText('End month')).not.toBeInTheDocument();
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Jan 2014 – Present')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Delete Finance Manager at Globe Telecom' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete Finance Manager at Globe Telecom?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(card).findByText('Add your first work experience')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: WORK })).toHaveFocus();
  });

  it('needs the start before the end', async () => {
    const { user } = await openMariasProfile();
    const form = await addWork(user, 'Aboitiz');
    await user.clear(within(form).getByLabelText('End month'));
    await user.type(within(form).getByLabelText('End month'), '2013-12');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('End month')).toHaveAccessibleDescription(/Start date must be earlier than completion date\./);
  });

  it('warns before saving a second entry at the same employer, and saves it when asked to', async () => {
    const { user } = await openMariasProfile();
    const form = await addWork(user, '  sgv & CO. ');
    const save = within(form).getByRole('button', { name: 'Save' });
    await user.click(save);
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'sgv & CO. is already in your work experience' });
    expect(dialog).toHaveAccessibleDescription('You already have a work experience at sgv & CO.. Save this one as well?');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(save).toHaveFocus());
    expect(within(form).getByLabelText('Company name')).toHaveValue('  sgv & CO. ');

    await user.click(save);
    await user.click(within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(within(section(WORK)).getAllByRole('heading', { level: 3 })).toHaveLength(4));
  });

  it('shows a failed delete in the dialog', async () => {
    forceError('deleteWorkExperience', ErrorCode.NotFound);
    const { user } = await openMariasProfile();
    await user.click(within(section(WORK)).getByRole('button', { name: 'Delete Audit Associate at SGV & Co.' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(messageOf(ErrorCode.NotFound))).toBeInTheDocument();
  });
});

describe('/manage-profile education', () => {
  it('adds an education, and warns about a school already there', async () => {
    const { user } = await openMariasProfile();
    await user.click(within(section(EDUCATION)).getByRole('button', { name: 'Add education' }));
    const form = await within(section(EDUCATION)).findByRole('form', { name: 'Add education' });
    await user.type(within(form).getByLabelText('School name'), 'University of the Philippines Diliman');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Education level or degree')).toHaveAccessibleDescription(/This field is required\./);
    await user.selectOptions(within(form).getByLabelText('Education level or degree'), "Master's Degree");
    await user.type(within(form).getByLabelText('Field of study'), 'Taxation');
    await user.type(within(form).getByLabelText('Start month'), '2018-06');
    await user.click(within(form).getByRole('checkbox', { name: 'I am currently attending' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'University of the Philippines Diliman is already in your education' });
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(within(section(EDUCATION)).getAllByRole('heading', { level: 3, name: 'University of the Philippines Diliman' })).toHaveLength(2));
    expect(within(section(EDUCATION)).getByText("Master's Degree · Taxation")).toBeInTheDocument();
  });

  it('saves without asking when the school is new, and shows server codes on the form', async () => {
    forceError('createEducation', ErrorCode.TooManyAttempts, { retryAfter: 5 });
    const { user } = await openMariasProfile();
    await user.click(within(section(EDUCATION)).getByRole('button', { name: 'Add education' }));
    const form = await within(section(EDUCATION)).findByRole('form', { name: 'Add education' });
    await user.type(within(form).getByLabelText('School name'), 'De La Salle University');
    await user.selectOptions(within(form).getByLabelText('Education level or degree'), "Bachelor's Degree");
    await user.type(within(form).getByLabelText('Start month'), '2008-06');
    await user.type(within(form).getByLabelText('End month'), '2012-04');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Too many attempts. Please try again in 5 seconds.')).toBeInTheDocument();
    expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('School name')).toHaveValue('De La Salle University');
  });
});
