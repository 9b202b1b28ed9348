/**
 * W17 video resume: an MP4 up to 30 MB and under 3 minutes, checked in the browser by content and by the
 * length its metadata gives (replaced here: happy-dom decodes no media) before anything is sent; a real
 * progress bar, cancel and retry; a JPG or PNG cover; delete with confirmation; every listed code shown.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { videoDuration } from '../../web/src/features/profile/video-resume/video-duration';
import { FakeXhr } from '../support/fake-xhr';
import { sampleFile } from '../support/file-samples';
import { findSection, messageOf, openMariasProfile, signInAsJuan, signInAsMaria } from './manage-profile-steps';
import { renderApp } from './render-app';

const MB = 1024 * 1024;
const VIDEO = 'Video resume';

let restoreXhr = () => undefined as void;
beforeEach(() => {
  restoreXhr = FakeXhr.install();
  vi.spyOn(videoDuration, 'read').mockResolvedValue(95);
});
afterEach(() => {
  restoreXhr();
  vi.restoreAllMocks();
});

async function videoCard(): Promise<HTMLElement> {
  return findSection(VIDEO);
}

async function openJuansVideoCard() {
  signInAsJuan();
  const app = await renderApp('/manage-profile');
  const card = await videoCard();
  expect(await within(card).findByText('Add a short video to introduce yourself')).toBeInTheDocument();
  return { ...app, card };
}

async function openMariasVideoCard() {
  const app = await openMariasProfile();
  const card = await videoCard();
  await within(card).findByText('maria-intro.mp4');
  return { ...app, card };
}

async function chooseVideo(user: UserEvent, card: HTMLElement, file: File, label = 'Upload a video resume') {
  await user.upload(within(card).getByLabelText(label), file);
}

async function sentUpload(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.instances.at(-1)?.sent).toBe(true));
  return FakeXhr.latest();
}

const withSeconds = (message: string) => message.replace('{{seconds}}', '30');

describe('/manage-profile video resume', () => {
  it("shows Maria's video in a native player with its cover, length and size", async () => {
    const { card } = await openMariasVideoCard();
    const player = within(card).getByLabelText('Video resume maria-intro.mp4');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('controls');
    expect(player.getAttribute('src')).toMatch(/\/video-resumes\/8001\.mp4$/);
    expect(player.getAttribute('poster')).toMatch(/video-covers\/8001\.svg$/);
    expect(within(card).getByRole('img', { name: 'Cover of maria-intro.mp4' })).toHaveAttribute('src', player.getAttribute('poster'));
    expect(within(card).getByText('95 seconds · 18.0 MB')).toBeInTheDocument();
    expect(within(card).getByLabelText('Change the cover image')).toHaveAccessibleDescription('JPG or PNG, up to 4 MB.');
    expect(within(card).getByLabelText('Replace the video resume')).toHaveAccessibleDescription('MP4, up to 30 MB and under 3 minutes.');
    const menu = screen.getByRole('navigation', { name: 'Manage resume menu' });
    expect(within(menu).getByRole('link', { name: VIDEO })).toHaveAttribute('href', '#profile-video-resume');
  });

  it('refuses a file over 30 MB, a renamed image and a video of 3 minutes or more, before anything is sent', async () => {
    const { user, card } = await openJuansVideoCard();
    await chooseVideo(user, card, sampleFile('mp4', 'long-take.mp4', { size: 30 * MB + 1 }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('long-take.mp4 is too large. Please upload a video within 30 MB.');

    await chooseVideo(user, card, sampleFile('png', 'intro.mp4', { size: 2_000 }));
    expect(await within(card).findByText(/^intro\.mp4 is not an MP4 video \(we checked its content/)).toBeInTheDocument();

    vi.mocked(videoDuration.read).mockResolvedValue(181);
    await chooseVideo(user, card, sampleFile('mp4', 'story.mp4', { size: 4_000 }));
    expect(await within(card).findByText('story.mp4 is too long. Please upload a video under 3 minutes.')).toBeInTheDocument();

    vi.mocked(videoDuration.read).mockResolvedValue(undefined);
    await chooseVideo(user, card, sampleFile('mp4', 'broken.mp4', { size: 4_000 }));
    expect(await within(card).findByText('We could not read the length of broken.mp4. Please choose another MP4 video.')).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('uploads a video with a progress bar that follows the bytes, and shows it', async () => {
    const { user, card } = await openJuansVideoCard();
    await chooseVideo(user, card, sampleFile('mp4', 'juan-intro.mp4', { size: 8_000 }));
    const xhr = await sentUpload();
    expect(xhr.url).toBe('http://localhost/api/jobseeker/video_resume/upload_v1');
    expect((xhr.body as FormData).get('duration_seconds')).toBe('95');
    expect((xhr.body as FormData).get('video_resume_id')).toBeNull();
    const bar = await within(card).findByRole('progressbar', { name: 'Upload progress of juan-intro.mp4' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(within(card).getByText('Uploading juan-intro.mp4…')).toBeInTheDocument();
    expect(within(card).getByLabelText('Upload a video resume')).toBeDisabled();

    xhr.progress(2_000, 8_000);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(bar).toHaveAttribute('aria-valuetext', '25%');
    xhr.progress(6_000, 8_000);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'));
    xhr.progress(8_000, 8_000);
    expect(await within(card).findByText('Saving juan-intro.mp4…')).toBeInTheDocument();

    await xhr.deliver();
    expect(await within(card).findByText('juan-intro.mp4 was uploaded.')).toBeInTheDocument();
    expect(within(card).getByLabelText('Video resume juan-intro.mp4')).toHaveAttribute('controls');
    expect(within(card).getByText('No cover image yet')).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('replaces the video in place', async () => {
    const { user, card } = await openMariasVideoCard();
    await chooseVideo(user, card, sampleFile('mp4', 'maria-2027.mp4', { size: 5_000 }), 'Replace the video resume');
    const xhr = await sentUpload();
    expect((xhr.body as FormData).get('video_resume_id')).toBe('8001');
    await xhr.deliver();
    expect(await within(card).findByLabelText('Video resume maria-2027.mp4')).toBeInTheDocument();
    // The cover stays with the replaced video.
    expect(within(card).getByRole('img', { name: 'Cover of maria-2027.mp4' })).toBeInTheDocument();
  });

  it('cancels an upload under way', async () => {
    const { user, card } = await openJuansVideoCard();
    await chooseVideo(user, card, sampleFile('mp4', 'juan-intro.mp4', { size: 8_000 }));
    const xhr = await sentUpload();
    xhr.progress(1_000, 8_000);
    await user.click(await within(card).findByRole('button', { name: 'Cancel the upload' }));
    expect(await within(card).findByText('The upload of juan-intro.mp4 was cancelled.')).toBeInTheDocument();
    expect(xhr.aborted).toBe(true);
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(card).getByText('Add a short video to introduce yourself')).toBeInTheDocument();
  });

  it.each([40001, 40004, 40006, 41044, 41265, 50001, 50007])('shows the upload refusal %i and offers the same file again', async (code) => {
    const { user, card } = await openJuansVideoCard();
    forceError('uploadVideoResume', code);
    await chooseVideo(user, card, sampleFile('mp4', 'juan-intro.mp4', { size: 3_000 }));
    await (await sentUpload()).deliver();
    expect(await within(card).findByText('Failed to upload juan-intro.mp4, try again!')).toBeInTheDocument();
    expect(within(card).getByRole('alert')).toHaveTextContent(withSeconds(messageOf(code)));
    resetScenarios();
    await user.click(within(card).getByRole('button', { name: 'Upload again' }));
    const retried = await sentUpload();
    expect(FakeXhr.instances).toHaveLength(2);
    await retried.deliver();
    expect(await within(card).findByText('juan-intro.mp4 was uploaded.')).toBeInTheDocument();
  });

  it('checks the cover by content and size, then puts it on the video', async () => {
    const { user, card } = await openMariasVideoCard();
    const coverInput = within(card).getByLabelText('Change the cover image');
    await user.upload(coverInput, sampleFile('pdf', 'cover.png', { size: 2_000 }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('cover.png is not a JPG or PNG image (we checked its content). Please choose another image.');
    await user.upload(coverInput, sampleFile('png', 'huge.png', { size: 4 * MB + 1 }));
    expect(await within(card).findByText('huge.png is too large. Please choose an image within 4 MB.')).toBeInTheDocument();

    await user.upload(coverInput, sampleFile('png', 'new-cover.png', { size: 3_000 }));
    expect(await within(card).findByRole('status')).toHaveTextContent('The cover image was saved.');
    await waitFor(() => expect(within(card).getByRole('img', { name: 'Cover of maria-intro.mp4' }).getAttribute('src')).toMatch(/cover-\d+\.svg$/));
    expect(within(card).getByLabelText('Video resume maria-intro.mp4').getAttribute('poster')).toMatch(/cover-\d+\.svg$/);
  });

  it.each([40001, 40004, 40006, 41044, 41064, 50001, 50008])('shows the cover refusal %i', async (code) => {
    const { user, card } = await openMariasVideoCard();
    forceError('uploadVideoCover', code);
    await user.upload(within(card).getByLabelText('Change the cover image'), sampleFile('jpg', 'cover.jpg', { size: 3_000 }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(withSeconds(messageOf(code)));
  });

  it('deletes the video after a confirmation, back to the empty state; cancelling keeps it', async () => {
    const { user, card } = await openMariasVideoCard();
    const deleteButton = within(card).getByRole('button', { name: 'Delete the video resume' });
    await user.click(deleteButton);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete the video resume?' });
    expect(dialog).toHaveAccessibleDescription('maria-intro.mp4 and its cover image will be deleted. This cannot be undone.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete the video resume?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(card).findByText('Add a short video to introduce yourself')).toBeInTheDocument();
    expect(within(card).getByText('The video resume was deleted.')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: VIDEO })).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([40001, 40004, 40006, 41044, 50001])('shows the delete refusal %i in the dialog', async (code) => {
    const { user, card } = await openMariasVideoCard();
    forceError('deleteVideoResume', code);
    await user.click(within(card).getByRole('button', { name: 'Delete the video resume' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(withSeconds(messageOf(code)));
    expect(within(card).getByText('maria-intro.mp4')).toBeInTheDocument();
  });

  it.each([41044, 50001])('shows the list refusal %i in the card with a retry', async (code) => {
    signInAsMaria();
    forceError('listVideoResumes', code);
    const { user } = await renderApp('/manage-profile');
    const card = await videoCard();
    expect(await within(card).findByText(messageOf(code))).toBeInTheDocument();
    // The rest of the profile is there.
    expect(await within(await findSection('Work experience')).findByRole('heading', { level: 3, name: 'Senior Accountant' })).toBeInTheDocument();
    resetScenarios();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('maria-intro.mp4')).toBeInTheDocument();
  });

  it('is there in Arabic, right to left', async () => {
    signInAsMaria();
    await renderApp('/ar/manage-profile');
    const card = await findSection('السيرة الذاتية بالفيديو');
    expect(await within(card).findByText('maria-intro.mp4')).toBeInTheDocument();
    expect(within(card).getByText('95 ثانية · 18.0 ميغابايت')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
