/**
 * W17 avatar (R11): JPG, PNG or BMP up to 10 MB checked by content before upload, a square crop chosen
 * with sliders and uploaded as a square PNG, the header following the new photo, 5 a day (41292), and
 * the server's refusals. The test browser has no canvas: a recording 2D context stands in, and the
 * "PNG" it makes carries the canvas's size in its header, so the upload's dimensions can be read back.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@sdk/api-error';
import { fail } from '../../mocks/http/reply';
import { forceError } from '../../mocks/scenario/helpers';
import { sampleFile } from '../support/file-samples';
import { mockServer } from '../support/mock-lifecycle';
import { messageOf, openMariasProfile, section } from './manage-profile-steps';

const u32be = (value: number) => [(value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];

/** A PNG signature and IHDR of the given size: enough for the servers' content check and for reading the size back. */
function pngOf(width: number, height: number): Blob {
  const bytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, ...u32be(width), ...u32be(height), 8, 6, 0, 0, 0, 0, 0, 0, 0];
  return new Blob([new Uint8Array([...bytes, ...new Array<number>(64).fill(0)])], { type: 'image/png' });
}

function sizeOfPng(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const drawImage = vi.fn();
const fillText = vi.fn();
/** What the generated designs draw with; recorded but not painted. */
const shapeCalls = { fillRect: () => undefined, beginPath: () => undefined, rect: () => undefined, arc: () => undefined, moveTo: () => undefined, lineTo: () => undefined, closePath: () => undefined, fill: () => undefined };

beforeEach(() => {
  drawImage.mockReset();
  fillText.mockReset();
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 800, height: 600, close: () => undefined })));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({ drawImage, fillText, clearRect: () => undefined, ...shapeCalls }) as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback: BlobCallback) {
    callback(pngOf(this.width, this.height));
  });
});

afterEach(() => {
  mockServer.events.removeAllListeners();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openAvatarDialog() {
  const app = await openMariasProfile();
  await app.user.click(within(section('Basic info')).getByRole('button', { name: 'Change photo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Profile photo' });
  return { ...app, dialog };
}

describe('/manage-profile avatar', () => {
  it('crops the chosen image to a square, uploads it as a square PNG, and the card and header show the new photo', async () => {
    let uploaded: File | null = null;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/jobseeker/upload-avatar')) void request.clone().formData().then((form) => (uploaded = form.get('avatar') as File));
    });
    const { user, dialog } = await openAvatarDialog();
    expect(within(dialog).getByRole('button', { name: 'Upload photo' })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Choose an image'), sampleFile('bmp', 'me.bmp', { size: 5_000 }));
    expect(await within(dialog).findByRole('img', { name: 'Preview of the cropped photo' })).toBeInTheDocument();

    // Zoom in and move to the right edge, with the keyboard-operable sliders.
    fireEvent.change(within(dialog).getByLabelText('Zoom'), { target: { value: '2' } });
    const across = within(dialog).getByLabelText('Left to right');
    across.focus();
    fireEvent.change(across, { target: { value: '100' } });
    await user.click(within(dialog).getByRole('button', { name: 'Upload photo' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile photo' })).not.toBeInTheDocument());
    const card = section('Basic info');
    expect(within(card).getByRole('status')).toHaveTextContent('Your photo is updated. You can change it 4 more times today.');
    // 600 / 2 = a 300-pixel square from the right edge of the 800 × 600 image, drawn on a 300 × 300 canvas.
    expect(drawImage).toHaveBeenLastCalledWith(expect.anything(), 500, 150, 300, 300, 0, 0, 300, 300);
    await waitFor(() => expect(uploaded).not.toBeNull());
    const size = sizeOfPng(new Uint8Array(await uploaded!.arrayBuffer()));
    expect(size).toEqual({ width: 300, height: 300 });
    expect(uploaded!.type).toBe('image/png');
    await waitFor(() => expect(within(card).getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', expect.stringMatching(/\.png$/)));
    const header = screen.getByRole('button', { name: /^Maria Santos/ });
    expect(header.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/\.png$/));
  });

  it('refuses files by their content and size before uploading anything', async () => {
    let requests = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/jobseeker/upload-avatar')) requests += 1;
    });
    const { user, dialog } = await openAvatarDialog();
    const input = within(dialog).getByLabelText('Choose an image');
    await user.upload(input, sampleFile('pdf', 'photo.png', { size: 2_000 }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please choose a JPG, PNG or BMP image.');
    await user.upload(input, sampleFile('jpg', 'photo.png', { size: 2_000 }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a JPG, PNG or BMP image.');
    await user.upload(input, sampleFile('png', 'big.png', { size: 10 * 1024 * 1024 + 1 }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The image must be 10 MB or smaller.');
    expect(within(dialog).getByRole('button', { name: 'Upload photo' })).toBeDisabled();
    await user.upload(input, sampleFile('jpg', 'photo.jpeg', { size: 2_000 }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'Upload photo' })).toBeEnabled();
    expect(requests).toBe(0);
  });

  it('says when the 5 photos of the day are used (41292) and shows the other refusals; the dialog stays open', async () => {
    const { user, dialog } = await openAvatarDialog();
    await user.upload(within(dialog).getByLabelText('Choose an image'), sampleFile('png', 'me.png', { size: 2_000 }));
    forceError('uploadAvatar', ErrorCode.AvatarDailyLimit);
    await user.click(await within(dialog).findByRole('button', { name: 'Upload photo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(ErrorCode.AvatarDailyLimit));

    forceError('uploadAvatar', ErrorCode.AccountSuspended);
    await user.click(within(dialog).getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(messageOf(ErrorCode.AccountSuspended)));

    mockServer.use(http.post('http://localhost/api/jobseeker/upload-avatar', () => fail(ErrorCode.ValidationFailed, { message: 'Invalid.', fields: { avatar: ['The avatar must be a JPG, PNG or BMP image.'] } })));
    await user.click(within(dialog).getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('The avatar must be a JPG, PNG or BMP image.'));
    expect(screen.getByRole('dialog', { name: 'Profile photo' })).toBeInTheDocument();
  });

  it('generates designs from the initials, uploads the chosen one as a 512-pixel square PNG, and counts it in the 5 a day', async () => {
    let uploaded: File | null = null;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/jobseeker/upload-avatar')) void request.clone().formData().then((form) => (uploaded = form.get('avatar') as File));
    });
    const { user, dialog } = await openAvatarDialog();
    const designs = within(dialog).getByRole('group', { name: 'Or generate one' });
    const first = within(designs).getAllByRole('radio');
    expect(first).toHaveLength(6);
    expect(first[0]).toHaveAccessibleName('Design 1 of 6: teal, plain');
    expect(Array.from(designs.querySelectorAll('svg text'), (text) => text.textContent)).toEqual(Array(6).fill('MS'));
    const names = (radios: HTMLElement[]) => radios.map((radio) => radio.closest('label')!.textContent);

    // The next set has other designs; the keyboard picks one.
    await user.click(within(designs).getByRole('button', { name: 'Show other designs' }));
    const second = within(designs).getAllByRole('radio');
    expect(names(second).filter((name) => names(first).includes(name))).toEqual([]);
    second[0]!.focus();
    await user.keyboard(' ');
    expect(second[0]).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Upload photo' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile photo' })).not.toBeInTheDocument());
    expect(fillText).toHaveBeenCalledWith('MS', 256, 256);
    expect(within(section('Basic info')).getByRole('status')).toHaveTextContent('You can change it 4 more times today.');
    await waitFor(() => expect(uploaded).not.toBeNull());
    expect(sizeOfPng(new Uint8Array(await uploaded!.arrayBuffer()))).toEqual({ width: 512, height: 512 });
  });

  it('choosing a file after a design uploads the file; a generated design past the day\'s 5 is refused (41292)', async () => {
    const { user, dialog } = await openAvatarDialog();
    await user.click(within(dialog).getAllByRole('radio')[2]!);
    await user.upload(within(dialog).getByLabelText('Choose an image'), sampleFile('png', 'me.png', { size: 2_000 }));
    expect(within(dialog).getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(await within(dialog).findByRole('img', { name: 'Preview of the cropped photo' })).toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('radio')[1]!);
    expect(within(dialog).queryByRole('img', { name: 'Preview of the cropped photo' })).not.toBeInTheDocument();
    forceError('uploadAvatar', ErrorCode.AvatarDailyLimit);
    await user.click(within(dialog).getByRole('button', { name: 'Upload photo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(ErrorCode.AvatarDailyLimit));
    expect(within(dialog).getAllByRole('radio')[1]).toBeChecked();
  });
});
