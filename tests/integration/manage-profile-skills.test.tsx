/**
 * W17 skills and languages: at most 10 skills (41288), each at most 50 characters (41297), no
 * duplicate (41289), suggestions by job function; languages with proficiency, no duplicate (41290).
 */
import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@sdk/api-error';
import { forceError } from '../../mocks/scenario/helpers';
import { messageOf, openMariasProfile, section } from './manage-profile-steps';

const SKILLS = 'Skills';
const LANGUAGES = 'Languages';

async function openSkillForm(user: UserEvent) {
  await user.click(within(section(SKILLS)).getByRole('button', { name: 'Add skills' }));
  return within(section(SKILLS)).findByRole('form', { name: 'Add skills' });
}

async function addSkill(user: UserEvent, form: HTMLElement, value: string) {
  const field = within(form).getByLabelText('Skill');
  await user.clear(field);
  await user.type(field, value);
  await user.click(within(form).getByRole('button', { name: 'Add' }));
}

describe('/manage-profile skills', () => {
  it('adds typed skills up to 10, then says no more (41288)', async () => {
    const { user } = await openMariasProfile();
    const form = await openSkillForm(user);
    const card = section(SKILLS);
    for (const [index, skill] of ['Audit', 'Payroll', 'Treasury', 'Costing'].entries()) {
      await addSkill(user, form, skill);
      await within(card).findByText(`${7 + index} of 10 skills`);
    }
    expect(within(card).getByRole('status')).toHaveTextContent('Costing was added.');
    expect(within(card).getByRole('button', { name: 'Remove skill Costing' })).toBeInTheDocument();
    const field = within(form).getByLabelText('Skill');
    await waitFor(() => expect(field).toBeDisabled());
    expect(field).toHaveAccessibleDescription(messageOf(ErrorCode.TooManySkills));
    expect(within(card).getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('refuses a skill over 50 characters before sending it, and shows the server codes on the field', async () => {
    const { user } = await openMariasProfile();
    const form = await openSkillForm(user);
    await addSkill(user, form, 'x'.repeat(51));
    expect(within(form).getByLabelText('Skill')).toHaveAccessibleDescription(new RegExp(messageOf(ErrorCode.SkillTooLong)));

    await addSkill(user, form, 'sap fico');
    await waitFor(() => expect(within(form).getByLabelText('Skill')).toHaveAccessibleDescription(new RegExp(messageOf(ErrorCode.SkillExists))));
    expect(within(form).getByLabelText('Skill')).toHaveValue('sap fico');

    forceError('addProfileSkill', ErrorCode.SkillTooLong);
    await addSkill(user, form, 'Consolidation');
    await waitFor(() => expect(within(form).getByLabelText('Skill')).toHaveAccessibleDescription(new RegExp(messageOf(ErrorCode.SkillTooLong))));
    forceError('addProfileSkill', ErrorCode.TooManySkills);
    await addSkill(user, form, 'Consolidation');
    await waitFor(() => expect(within(form).getByLabelText('Skill')).toHaveAccessibleDescription(new RegExp(messageOf(ErrorCode.TooManySkills))));
  });

  it('suggests skills of the latest job function, not those already there, and of any function chosen', async () => {
    const { user } = await openMariasProfile();
    await openSkillForm(user);
    const card = section(SKILLS);
    expect(within(card).getByLabelText('Job function')).toHaveValue('101');
    const bookkeeping = await within(card).findByRole('button', { name: 'Add skill Bookkeeping' });
    expect(within(card).queryByRole('button', { name: 'Add skill SAP FICO' })).not.toBeInTheDocument();
    await user.click(bookkeeping);
    expect(await within(card).findByRole('button', { name: 'Remove skill Bookkeeping' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Add skill Bookkeeping' })).not.toBeInTheDocument();

    await user.selectOptions(within(card).getByLabelText('Job function'), 'Software Development');
    expect(await within(card).findByRole('button', { name: 'Add skill TypeScript' })).toBeInTheDocument();
  });

  it('removes a skill', async () => {
    const { user } = await openMariasProfile();
    await user.click(within(section(SKILLS)).getByRole('button', { name: 'Remove skill Excel' }));
    expect(await within(section(SKILLS)).findByText('5 of 10 skills')).toBeInTheDocument();
    expect(within(section(SKILLS)).getByRole('status')).toHaveTextContent('Excel was removed.');
  });

  it('shows an error of the suggestions with a retry', async () => {
    forceError('listSkills', ErrorCode.InternalError);
    const { user } = await openMariasProfile();
    await openSkillForm(user);
    expect(await within(section(SKILLS)).findByText(messageOf(ErrorCode.InternalError))).toBeInTheDocument();
  });
});

describe('/manage-profile languages', () => {
  it('adds a language with its proficiency, changes it, and refuses one already there (41290)', async () => {
    const { user } = await openMariasProfile();
    const card = section(LANGUAGES);
    await user.click(within(card).getByRole('button', { name: 'Add a language' }));
    let form = await within(card).findByRole('form', { name: 'Add a language' });
    await user.selectOptions(within(form).getByLabelText('Language'), 'English');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByLabelText('Language')).toHaveAccessibleDescription(new RegExp(messageOf(ErrorCode.LanguageExists))));

    await user.selectOptions(within(form).getByLabelText('Language'), 'Spanish');
    await user.selectOptions(within(form).getByLabelText('Proficiency'), 'Basic');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('heading', { level: 3, name: 'Spanish' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Edit Spanish' }));
    form = await within(card).findByRole('form', { name: 'Edit Spanish' });
    await user.selectOptions(within(form).getByLabelText('Proficiency'), 'Conversational');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Conversational')).toBeInTheDocument();
  });
});
