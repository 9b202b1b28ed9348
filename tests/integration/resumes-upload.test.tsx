/**
 * W18 /manage-resume, uploading: the page is for signed-in users; a file is checked by content in the
 * browser, then sent with a real progress bar (upload progress events of the XMLHttpRequest); at most
 * 3 uploads (41170, 41245), and every refusal of uploadResume reaches the screen with its message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError } from '../../mocks/scenario/helpers';
import { FakeXhr } from '../support/fake-xhr';
import { sampleFile } from '../support/file-samples';
import { renderApp } from './render-app';
import { cardOf, chooseFile, MARIA_RESUMES, messageOf, region, sentUpload, signInAsJuan, signInAsMaria, installFakeXhrForEachTest } from './resumes-steps';

installFakeXhrForEachTest();

const MB = 1024 * 1024;

async function openPage(path = '/manage-resume') {
  const view = await renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage resumes' })).toBeInTheDocument();
  await screen.findByText(/of 3 uploaded resumes/);
  return view;
}

describe('/manage-resume uploads', () => {
  it('sends a guest to sign in and back', async () => {
    const { router } = await renderApp('/manage-resume?template=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/manage-resume?template=2')}`);
  });

  it('lists the resumes, then uploads one with a progress bar that follows the bytes', async () => {
    signInAsMaria();
    const { user } = await openPage();
    const mine = region('My resumes');
    expect(within(mine).getByText('2 of 3 uploaded resumes')).toBeInTheDocument();
    for (const name of Object.values(MARIA_RESUMES)) expect(await cardOf(name)).toBeInTheDocument();

    await chooseFile(user, sampleFile('pdf', 'Maria_Santos_Resume_Dec.pdf', { size: 4_000, type: 'application/pdf' }));
    const xhr = await sentUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost/api/jobseeker/resume/upload');
    expect(xhr.requestHeaders.get('Authorization')).toBe('Bearer session-complete-profile');
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of Maria_Santos_Resume_Dec.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Uploading Maria_Santos_Resume_Dec.pdf…')).toBeInTheDocument();

    xhr.progress(1_200, 4_000);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '30'));
    expect(bar).toHaveAttribute('aria-valuetext', '30%');
    xhr.progress(3_000, 4_000);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'));
    xhr.progress(4_000, 4_000);
    expect(await screen.findByText('Reading Maria_Santos_Resume_Dec.pdf…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    await xhr.deliver();
    expect(await screen.findByText('Maria_Santos_Resume_Dec.pdf was uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const card = await cardOf('Maria_Santos_Resume_Dec.pdf');
    expect(within(card).getByText('Uploaded')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Sync to profile' })).toBeInTheDocument();
    // Three uploads is the most: the control says so and waits for a deletion.
    expect(await within(mine).findByText('3 of 3 uploaded resumes')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload a resume')).toBeDisabled();
    expect(screen.getByLabelText('Upload a resume')).toHaveAccessibleDescription(
      'You already have 3 uploaded resumes, the most you can keep. Delete one to upload another.',
    );
  });

  it('checks the type by content before sending: a renamed image or spreadsheet never leaves, nor a file over 5 MB', async () => {
    signInAsJuan();
    const { user } = await openPage();
    expect(screen.getByText('You have no resumes yet')).toBeInTheDocument();

    await chooseFile(user, sampleFile('png', 'resume.pdf', { size: 2_000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'resume.pdf is not a PDF, DOC or DOCX document (we checked its content, not only its name). Please choose another file.',
    );
    await chooseFile(user, sampleFile('xlsx', 'resume.docx', { size: 2_000 }));
    expect(await screen.findByText(/^resume\.docx is not a PDF, DOC or DOCX document/)).toBeInTheDocument();
    // The content must agree with the name: a real PDF called .docx is refused too.
    await chooseFile(user, sampleFile('pdf', 'resume.docx', { size: 2_000 }));
    expect(await screen.findByText(/^resume\.docx is not a PDF, DOC or DOCX document/)).toBeInTheDocument();
    await chooseFile(user, sampleFile('pdf', 'huge.pdf', { size: 5 * MB + 1 }));
    expect(await screen.findByText('File size is too huge. Please upload a file that is within 5 MB.')).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);

    // A DOC and a DOCX are what they claim: they go.
    await chooseFile(user, sampleFile('doc', 'cv.doc', { size: 3_000 }));
    await (await sentUpload()).deliver();
    expect(await screen.findByText('cv.doc was uploaded.')).toBeInTheDocument();
    await chooseFile(user, sampleFile('docx', 'cv.docx', { size: 3_000 }));
    await (await sentUpload()).deliver();
    expect(await screen.findByText('cv.docx was uploaded.')).toBeInTheDocument();
    expect(await screen.findByText('2 of 3 uploaded resumes')).toBeInTheDocument();
  });

  it.each([41170, 41245])('shows the 3-uploads refusal %i, and offers the same file again', async (code) => {
    signInAsMaria();
    const { user } = await openPage();
    forceError('uploadResume', code);
    await chooseFile(user, sampleFile('pdf', 'fourth.pdf', { size: 3_000 }));
    await (await sentUpload()).deliver();
    expect(await screen.findByText('Failed to upload fourth.pdf, try again!')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messageOf(code));
    await user.click(screen.getByRole('button', { name: 'Upload again' }));
    expect(await sentUpload()).not.toBe(FakeXhr.instances[0]);
    expect(FakeXhr.instances).toHaveLength(2);
  });

  it.each([40001, 41174, 41264, 41281, 50001, 50005, 50009, 41044])('shows the server refusal %i of an upload', async (code) => {
    signInAsMaria();
    const { user } = await openPage();
    forceError('uploadResume', code);
    await chooseFile(user, sampleFile('pdf', 'cv.pdf', { size: 3_000 }));
    await (await sentUpload()).deliver();
    expect(await screen.findByRole('alert')).toHaveTextContent(messageOf(code));
  });

  it('cancels an upload under way', async () => {
    signInAsMaria();
    const { user } = await openPage();
    await chooseFile(user, sampleFile('pdf', 'slow.pdf', { size: 3_000 }));
    const xhr = await sentUpload();
    xhr.progress(500, 3_000);
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(await screen.findByText('The upload of slow.pdf was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Upload a resume')).toBeEnabled();
  });
});
