/**
 * The video resume's rules (spec section 9, VideoResumeUploadRequest, VideoCoverUploadRequest): an MP4
 * up to 30 MB and under 3 minutes, a JPG or PNG cover up to 4 MB. Checked in the browser before a call:
 * size first (no need to read a huge file), then the type by content, then the length from the metadata.
 */
import { checkFileContent, type FileFormat } from '../../../lib/file-signature';
import { videoDuration } from './video-duration';

export const MAX_VIDEO_BYTES = 30 * 1024 * 1024;
export const MAX_VIDEO_SECONDS = 180;
export const MAX_COVER_BYTES = 4 * 1024 * 1024;
export const VIDEO_ACCEPT = '.mp4,video/mp4';
export const COVER_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const COVER_FORMATS: readonly FileFormat[] = ['jpg', 'png'];

export type VideoRefusal = 'empty' | 'tooLarge' | 'notMp4' | 'unreadable' | 'tooLong';
export type CoverRefusal = 'empty' | 'tooLarge' | 'notImage';

export type VideoCheck = { ok: true; seconds: number } | { ok: false; reason: VideoRefusal };

export async function checkVideoFile(file: File): Promise<VideoCheck> {
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > MAX_VIDEO_BYTES) return { ok: false, reason: 'tooLarge' };
  if (!(await checkFileContent(file, ['mp4']))) return { ok: false, reason: 'notMp4' };
  const seconds = await videoDuration.read(file);
  if (seconds === undefined || seconds <= 0) return { ok: false, reason: 'unreadable' };
  // "Under 3 minutes": exactly 180 s is still allowed by the contract (duration_seconds maximum 180).
  if (Math.round(seconds) > MAX_VIDEO_SECONDS) return { ok: false, reason: 'tooLong' };
  return { ok: true, seconds: Math.max(1, Math.round(seconds)) };
}

export async function refuseCoverFile(file: File): Promise<CoverRefusal | undefined> {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_COVER_BYTES) return 'tooLarge';
  return (await checkFileContent(file, COVER_FORMATS)) ? undefined : 'notImage';
}
