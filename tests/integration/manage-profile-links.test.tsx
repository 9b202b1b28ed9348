/**
 * W17 links and licenses: a valid http(s) URL, an issue date before the expiry date or "does not
 * expire", and an attachment that is a PNG, JPG or PDF by its content, uploaded when the form is saved.
 */
import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@sdk/api-error';
import { forceError } from '../../mocks/scenario/helpers';
import { sampleFile } from '../support/file-samples';
import { messageOf, openMariasProfile, section } from './manage-profile-steps';

const LINKS = 'Links';
const LICENSES = 'Licenses and certifications';

async function openLicenseForm(user: UserEvent) {
  await user.click(within(section(LICENSES)).getByRole('button', { name: 'Add a license or certification' }));
  const form = await within(section(LICENSES)).findByRole('form', { name: 'Add a license or certification' });
  await user.type(within(form).getByLabelText('Name'), 'Certified Internal Auditor');
  await user.type(within(form).getByLabelText('Issuing organization'), 'The IIA');
  await user.type(within(form).getByLabelText('Issue date'), '2022-03-10');
  return form;
}

describe('/manage-profile links', () => {
  it('needs a valid http or https URL, then adds the link', async () => {
    const { user } = await openMariasProfile();
    await user.click(within(section(LINKS)).getByRole('button', { name: 'Add a link' }));
    const form = await within(section(LINKS)).findByRole('form', { name: 'Add a link' });
    await user.type(within(form).getByLabelText('Display name'), 'Portfolio');
    await user.type(within(form).getByLabelText('URL'), 'ftp://files.example.com/maria');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // The form's rules run asynchronously: on a loaded machine the message comes after the click has returned.
    await waitFor(() => expect(within(form).getByLabelText('URL')).toHaveAccessibleDescription(/Please enter a valid URL\./));
    await user.clear(within(form).getByLabelText('URL'));
    await user.type(within(form).getByLabelText('URL'), 'https://maria.example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(section(LINKS)).findByRole('link', { name: 'https://maria.example.com' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('edits a link and deletes it, back to the empty state', async () => {
    const { user } = await openMariasProfile();
    const card = section(LINKS);
    await user.click(within(card).getByRole('button', { name: 'Edit LinkedIn' }));
    const form = await within(card).findByRole('form', { name: 'Edit the link LinkedIn' });
    await user.clear(within(form).getByLabelText('Display name'));
    await user.type(within(form).getByLabelText('Display name'), 'LinkedIn profile');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('heading', { level: 3, name: 'LinkedIn profile' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Delete LinkedIn profile' }));
    await user.click(within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(card).findByText('Add your first link')).toBeInTheDocument();
  });
});

describe('/manage-profile licenses and certifications', () => {
  it('needs the issue date before the expiry date, or "does not expire"', async () => {
    const { user } = await openMariasProfile();
    const form = await openLicenseForm(user);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Expiry date')).toHaveAccessibleDescription('Please enter the expiry date, or tick "does not expire".');
    await user.type(within(form).getByLabelText('Expiry date'), '2021-03-10');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Expiry date')).toHaveAccessibleDescription('The issue date must be earlier than the expiry date.');
    await user.click(within(form).getByRole('checkbox', { name: 'This credential does not expire' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const card = section(LICENSES);
    expect(await within(card).findByRole('heading', { level: 3, name: 'Certified Internal Auditor' })).toBeInTheDocument();
    expect(within(card).getByText('Issued Mar 10, 2022 · Does not expire')).toBeInTheDocument();
  });

  it('refuses an attachment that is not a PNG, JPG or PDF by its content, whatever its name', async () => {
    const { user } = await openMariasProfile();
    const form = await openLicenseForm(user);
    await user.click(within(form).getByRole('checkbox', { name: 'This credential does not expire' }));
    const input = within(form).getByLabelText('Attachment');
    await user.upload(input, sampleFile('gif', 'certificate.png', { type: 'image/png' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Please choose a PNG, JPG or PDF file\./));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(section(LICENSES)).queryByRole('heading', { level: 3, name: 'Certified Internal Auditor' })).not.toBeInTheDocument();

    await user.upload(input, sampleFile('png', 'certificate.png', { type: 'image/png', size: 4 * 1024 * 1024 + 1 }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(new RegExp(messageOf(ErrorCode.ImageOver4Mb))));
  });

  it('uploads a PDF attachment when saving and links it', async () => {
    const { user } = await openMariasProfile();
    const form = await openLicenseForm(user);
    await user.click(within(form).getByRole('checkbox', { name: 'This credential does not expire' }));
    await user.upload(within(form).getByLabelText('Attachment'), sampleFile('pdf', 'cia-certificate.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText('cia-certificate.pdf')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const link = await within(section(LICENSES)).findByRole('link', { name: 'View the attachment of Certified Internal Auditor' });
    expect(link.getAttribute('href')).toMatch(/cia-certificate\.pdf$/);
  });

  it('shows a failed upload on the attachment and keeps the form', async () => {
    forceError('uploadFile', ErrorCode.UploadProcessingFailed);
    const { user } = await openMariasProfile();
    const form = await openLicenseForm(user);
    await user.click(within(form).getByRole('checkbox', { name: 'This credential does not expire' }));
    const input = within(form).getByLabelText('Attachment');
    await user.upload(input, sampleFile('jpg', 'scan.jpg', { type: 'image/jpeg' }));
    await within(form).findByText('scan.jpg');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(new RegExp(messageOf(ErrorCode.UploadProcessingFailed))));
    expect(within(form).getByLabelText('Name')).toHaveValue('Certified Internal Auditor');
  });
});
