/**
 * W25 /feedback (signed in): a description of 10 to 4000 characters and up to three JPG/PNG screenshots,
 * each checked by content and uploaded with its progress; a failed send keeps the text and the images
 * and says why; every code of submitFeedback and the image upload reaches the screen with its message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError } from '../../mocks/scenario/helpers';
import { feedback } from '../../mocks/state/uploads';
import { FakeXhr } from '../support/fake-xhr';
import { sampleFile } from '../support/file-samples';
import { renderApp } from './render-app';
import { installFakeXhrForEachTest, messageOf, sentUpload, signInAsMaria } from './resumes-steps';

installFakeXhrForEachTest();

const DESCRIPTION = 'The salary filter resets every time I go back from a job page.';

async function openFeedback() {
  signInAsMaria();
  const view = await renderApp('/feedback');
  expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
  return view;
}

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function attach(user: User, file: File) {
  await user.upload(screen.getByLabelText('Add an image'), file);
}

/** Attaches a PNG and lets the upload run to the mocks, watching its progress on the way. */
async function attachScreenshot(user: User, name = 'salary-filter.png') {
  const before = FakeXhr.instances.length;
  await attach(user, sampleFile('png', name, { size: 2_000, type: 'image/png' }));
  await waitFor(() => expect(FakeXhr.instances.length).toBe(before + 1));
  const xhr = await sentUpload();
  expect(xhr.url).toBe('http://localhost/api/apiGo/file/upload');
  const bar = await screen.findByRole('progressbar', { name: `Upload of ${name}` });
  xhr.progress(1_000, 2_000);
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
  expect(bar).toHaveAttribute('aria-valuetext', '50%');
  await xhr.deliver();
  const list = await screen.findByRole('list', { name: 'Attached images' });
  expect(await within(list).findByText(name)).toBeInTheDocument();
}

describe('/feedback', () => {
  it('sends a guest to sign in and back', async () => {
    const { router } = await renderApp('/feedback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/feedback')}`);
  });

  it('asks for 10 to 4000 characters, then sends the text with an uploaded screenshot', async () => {
    const { user } = await openFeedback();
    const description = screen.getByLabelText('What would you like to tell us?');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(description).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    await user.type(description, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(description).toHaveAccessibleDescription(expect.stringContaining('Please enter between 10 and 4000 characters.'));

    await user.clear(description);
    await user.type(description, DESCRIPTION);
    await attachScreenshot(user);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Thank you for your feedback' })).toHaveFocus());

    const stored = (await feedback()).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ user_id: 900_001, description: DESCRIPTION });
    expect(stored[0]!.upload_ids).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Send more feedback' }));
    expect(screen.getByLabelText('What would you like to tell us?')).toHaveValue('');
  });

  it('refuses a file that is not really an image, and takes at most three images', async () => {
    const { user } = await openFeedback();
    await attach(user, sampleFile('pdf', 'screenshot.png', { size: 2_000, type: 'image/png' }));
    expect(await screen.findByText('screenshot.png is not a JPG or PNG image.')).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);

    for (const name of ['one.png', 'two.png', 'three.png']) await attachScreenshot(user, name);
    expect(screen.getByLabelText('Add an image')).toBeDisabled();
    expect(screen.getByText('You have attached 3 images, the most one message can carry.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove two.png' }));
    expect(screen.getByLabelText('Add an image')).toBeEnabled();
  });

  it('keeps the text and the images when sending fails, and says why', async () => {
    const { user } = await openFeedback();
    await user.type(screen.getByLabelText('What would you like to tell us?'), DESCRIPTION);
    await attachScreenshot(user);
    for (const code of [50001, 40001, 41044]) {
      forceError('submitFeedback', code);
      await user.click(screen.getByRole('button', { name: 'Send feedback' }));
      expect(await screen.findByText(messageOf(code))).toBeInTheDocument();
      expect(screen.getByLabelText('What would you like to tell us?')).toHaveValue(DESCRIPTION);
      expect(within(screen.getByRole('list', { name: 'Attached images' })).getByText('salary-filter.png')).toBeInTheDocument();
    }
  });

  it('says why an image upload failed and tries the same file again', async () => {
    const { user } = await openFeedback();
    forceError('uploadFile', 41064);
    await attach(user, sampleFile('jpg', 'photo.jpg', { size: 2_000, type: 'image/jpeg' }));
    await (await sentUpload()).deliver();
    expect(await screen.findByText('photo.jpg was not uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messageOf(41064));

    forceError('uploadFile', 50005);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    await FakeXhr.latest().deliver();
    expect(await screen.findByText(messageOf(50005))).toBeInTheDocument();
  });
});
