/**
 * W18: a resume generated from the online profile with a chosen (and previewed) template, the template
 * of the free template page arriving as ?template=, and drafts up to 5 (41254).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { renderApp } from './render-app';
import { cardOf, messageOf, openDialog, signInAsJuan, signInAsMaria } from './resumes-steps';

describe('/manage-resume generate', () => {
  it('previews a template, chooses it and generates a resume from the profile', async () => {
    signInAsJuan();
    const { user } = await renderApp('/manage-resume');
    const section = await screen.findByRole('region', { name: 'Create a resume from your profile' });
    const templates = await within(section).findByRole('group', { name: 'Template' });
    expect(within(templates).getByRole('radio', { name: 'Classic' })).toBeChecked();

    const modern = within(templates).getByRole('radio', { name: 'Modern' }).closest('li')!;
    await user.click(within(modern).getByRole('button', { name: 'Preview' }));
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleName('Modern template');
    expect(within(dialog).getByRole('img', { name: 'A full page of a resume laid out with the Modern template' })).toHaveAttribute('src', expect.stringContaining('/templates/modern/preview.svg'));
    await user.click(within(dialog).getByRole('button', { name: 'Choose this template' }));
    expect(within(templates).getByRole('radio', { name: 'Modern' })).toBeChecked();

    await user.click(within(section).getByRole('button', { name: 'Create resume with Modern' }));
    expect(await within(section).findByText('Your resume Juan_Dela_Cruz_Modern.pdf was created.')).toBeInTheDocument();
    const card = await cardOf('Juan_Dela_Cruz_Modern.pdf');
    expect(within(card).getByText('Created from your profile (Modern)')).toBeInTheDocument();
  });

  it('starts with the template chosen on the free template page', async () => {
    signInAsMaria();
    await renderApp('/manage-resume?template=4');
    const section = await screen.findByRole('region', { name: 'Create a resume from your profile' });
    expect(await within(section).findByRole('radio', { name: 'Simple' })).toBeChecked();
    expect(within(section).getByRole('button', { name: 'Create resume with Simple' })).toBeInTheDocument();
  });

  it.each([40001, 40004, 40006, 41044, 50001, 50010])('shows the generation refusal %i', async (code) => {
    signInAsMaria();
    forceError('generateResume', code);
    const { user } = await renderApp('/manage-resume');
    const section = await screen.findByRole('region', { name: 'Create a resume from your profile' });
    await user.click(await within(section).findByRole('button', { name: 'Create resume with Classic' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(messageOf(code).replace('{{seconds}}', '30'));
  });

  it('shows the templates error with a retry', async () => {
    signInAsMaria();
    forceError('listResumeTemplates', 50001);
    const { user } = await renderApp('/manage-resume');
    const section = await screen.findByRole('region', { name: 'Create a resume from your profile' });
    expect(await within(section).findByText(messageOf(50001))).toBeInTheDocument();
    resetScenarios();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('radio', { name: 'Classic' })).toBeChecked();
  });
});

describe('/manage-resume drafts', () => {
  it('creates drafts up to 5, then the control waits for a deletion; edits and deletes', async () => {
    signInAsMaria();
    const { user } = await renderApp('/manage-resume');
    const drafts = await screen.findByRole('region', { name: 'Drafts' });
    expect(await within(drafts).findByText('1 of 5 drafts')).toBeInTheDocument();
    expect(within(drafts).getByRole('article', { name: 'Senior Accountant application' })).toBeInTheDocument();

    for (const index of [2, 3, 4, 5]) {
      await user.click(within(drafts).getByRole('button', { name: 'New draft' }));
      const dialog = await openDialog();
      expect(dialog).toHaveAccessibleName('New draft');
      await user.type(within(dialog).getByRole('textbox', { name: 'Draft name' }), `Draft ${index}`);
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Template' }), 'Modern');
      await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await within(drafts).findByText(`${index} of 5 drafts`)).toBeInTheDocument();
    }
    expect(within(drafts).getByRole('button', { name: 'New draft' })).toBeDisabled();
    expect(within(drafts).getByRole('button', { name: 'New draft' })).toHaveAccessibleDescription(
      'You have 5 drafts, the most you can keep. Delete one to start another.',
    );
    expect(within(within(drafts).getByRole('article', { name: 'Draft 5' })).getByText(/^Template: Modern/)).toBeInTheDocument();

    await user.click(within(within(drafts).getByRole('article', { name: 'Draft 2' })).getByRole('button', { name: 'Edit' }));
    const edit = await openDialog();
    expect(edit).toHaveAccessibleName('Edit draft');
    const name = within(edit).getByRole('textbox', { name: 'Draft name' });
    expect(name).toHaveValue('Draft 2');
    await user.clear(name);
    await user.type(name, 'Finance draft');
    await user.type(within(edit).getByRole('textbox', { name: 'Headline' }), 'CPA, 8 years');
    await user.click(within(edit).getByRole('button', { name: 'Save draft' }));
    expect(await within(drafts).findByText('The draft Finance draft was updated.')).toBeInTheDocument();
    expect(within(within(drafts).getByRole('article', { name: 'Finance draft' })).getByText('CPA, 8 years')).toBeInTheDocument();

    await user.click(within(within(drafts).getByRole('article', { name: 'Finance draft' })).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete draft?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(drafts).findByText('4 of 5 drafts')).toBeInTheDocument();
    expect(within(drafts).getByRole('button', { name: 'New draft' })).toBeEnabled();
  });

  it('shows the 5-drafts refusal 41254 and keeps what was typed', async () => {
    signInAsMaria();
    forceError('createResumeDraft', 41254);
    const { user } = await renderApp('/manage-resume');
    const drafts = await screen.findByRole('region', { name: 'Drafts' });
    await user.click(await within(drafts).findByRole('button', { name: 'New draft' }));
    const dialog = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Draft name' }), 'Sixth draft');
    await user.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'Ten years of audits.');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(41254));
    expect(within(dialog).getByRole('textbox', { name: 'Draft name' })).toHaveValue('Sixth draft');
    expect(within(dialog).getByRole('textbox', { name: 'Summary' })).toHaveValue('Ten years of audits.');
  });

  it.each([
    ['createResumeDraft', 40001],
    ['updateResumeDraft', 40004],
    ['deleteResumeDraft', 50001],
  ] as const)('shows the %s refusal %i', async (operation, code) => {
    signInAsMaria();
    forceError(operation, code);
    const { user } = await renderApp('/manage-resume');
    const drafts = await screen.findByRole('region', { name: 'Drafts' });
    const draft = await within(drafts).findByRole('article', { name: 'Senior Accountant application' });
    if (operation === 'createResumeDraft') {
      await user.click(within(drafts).getByRole('button', { name: 'New draft' }));
      await user.type(within(await openDialog()).getByRole('textbox', { name: 'Draft name' }), 'Another');
    } else {
      await user.click(within(draft).getByRole('button', { name: operation === 'updateResumeDraft' ? 'Edit' : 'Delete' }));
    }
    const dialog = operation === 'deleteResumeDraft' ? await screen.findByRole('alertdialog') : await openDialog();
    await user.click(within(dialog).getByRole('button', { name: operation === 'deleteResumeDraft' ? 'Delete' : 'Save draft' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(code));
  });

  it('has the drafts error state with a retry, and an empty state', async () => {
    signInAsJuan();
    forceError('listResumeDrafts', 50001);
    const { user } = await renderApp('/manage-resume');
    const drafts = await screen.findByRole('region', { name: 'Drafts' });
    expect(await within(drafts).findByText(messageOf(50001))).toBeInTheDocument();
    resetScenarios();
    await user.click(within(drafts).getByRole('button', { name: 'Try again' }));
    expect(await within(drafts).findByText('No drafts yet')).toBeInTheDocument();
    expect(within(drafts).getByText('0 of 5 drafts')).toBeInTheDocument();
  });
});
