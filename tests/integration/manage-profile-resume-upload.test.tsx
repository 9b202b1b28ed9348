/**
 * W17's resume upload modal: PDF, DOC or DOCX up to 30 MB (the resume page takes 5 MB), with the same
 * progress bar, then "Add what we found to my profile" opens the sync review, and the synced items show
 * on the profile. The server's 30 MB refusal (40001 on `file`) reaches the modal.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleFile } from '../support/file-samples';
import { openMariasProfile, section } from './manage-profile-steps';
import { chooseFile, installFakeXhrForEachTest, sentUpload } from './resumes-steps';

installFakeXhrForEachTest();

const MB = 1024 * 1024;

async function openUploadModal() {
  const app = await openMariasProfile();
  await app.user.click(screen.getByRole('button', { name: 'Upload a resume' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload your resume' });
  expect(dialog).toHaveAccessibleDescription(/up to 30 MB/);
  await within(dialog).findByText(/You can keep up to 3 uploaded resumes/);
  return { ...app, dialog };
}

describe('/manage-profile resume upload modal', () => {
  it('uploads a 12 MB resume with its progress, then syncs what it found into the profile', async () => {
    const { user, dialog } = await openUploadModal();
    expect(within(dialog).getByLabelText('Upload a resume')).toHaveAccessibleDescription(/under 30 MB/);
    await chooseFile(user, sampleFile('pdf', 'Maria_Santos_Full_CV.pdf', { size: 12 * MB, type: 'application/pdf' }));
    const xhr = await sentUpload();
    expect((xhr.body as FormData).get('source')).toBe('profile_modal');
    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress of Maria_Santos_Full_CV.pdf' });
    xhr.progress(6 * MB, 12 * MB);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    xhr.progress(12 * MB, 12 * MB);
    await xhr.deliver();
    expect(await within(dialog).findByText('Maria_Santos_Full_CV.pdf was uploaded.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add what we found to my profile' }));
    const sync = await screen.findByRole('dialog', { name: 'Sync Maria_Santos_Full_CV.pdf to your profile' });
    const skills = await within(sync).findByRole('group', { name: /new skill/ });
    const skillNames = within(skills).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent!.trim());
    expect(skillNames.length).toBeGreaterThan(0);
    await user.click(within(sync).getByRole('button', { name: /^Sync \d+ items?$/ }));
    await within(sync).findByRole('group', { name: 'How well did the sync match your resume?' });
    await user.click(within(sync).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const name of skillNames) expect(await within(section('Skills')).findByText(name)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload a resume' })).toHaveFocus();
  });

  it('refuses a file over 30 MB in the browser, and shows the server\'s 30 MB refusal', async () => {
    const { user, dialog } = await openUploadModal();
    await chooseFile(user, sampleFile('pdf', 'huge.pdf', { size: 30 * MB + 1, type: 'application/pdf' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('File size is too huge. Please upload a file that is within 30 MB.');

    // A server that counts the bytes differently still has the last word.
    await chooseFile(user, sampleFile('pdf', 'large.pdf', { size: 29 * MB, type: 'application/pdf' }));
    const xhr = await sentUpload();
    (xhr.body as FormData).set('file', sampleFile('pdf', 'large.pdf', { size: 30 * MB + 1, type: 'application/pdf' }));
    await xhr.deliver();
    expect(await within(dialog).findByText('Failed to upload large.pdf, try again!')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The resume must be 30 MB or smaller.');
  });
});
