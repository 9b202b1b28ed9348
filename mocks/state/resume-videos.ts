/**
 * Video resumes and their covers; SEED_USERS.complete has one video. Covers are site-relative asset paths.
 * Every cover upload is a record (its id names the cover's path); a cover uploaded without a video waits
 * for the user's next video upload, which takes the newest waiting one.
 */
import { z } from 'zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { SEED_USERS } from './accounts';

export const videoResumeSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  filename: z.string(),
  file_size: z.number().int(),
  mime_type: z.string(),
  cover_path: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type VideoResumeRecord = RecordOf<typeof videoResumeSchema>;

export const videoCoverSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  /** The video it was uploaded for; null while it waits for the user's next video. */
  video_id: z.number().int().nullable(),
});

export type VideoCoverRecord = RecordOf<typeof videoCoverSchema>;

export const MAX_VIDEO_BYTES = 30 * 1024 * 1024;
export const MAX_COVER_BYTES = 4 * 1024 * 1024;

export const videoResumes = defineCollection('resume-videos', {
  schema: videoResumeSchema,
  firstId: 8101,
  seed: () => [
    {
      id: 8001, user_id: SEED_USERS.complete, filename: 'maria-intro.mp4', file_size: 18_874_368, mime_type: 'video/mp4',
      cover_path: '/mock-assets/video-covers/8001.svg', duration_seconds: 95, created_at: '2026-10-20T11:45:00.000Z', updated_at: '2026-10-20T11:45:00.000Z',
    },
  ],
});

const videoCovers = defineCollection('resume-video-covers', { schema: videoCoverSchema });

const coverPath = (cover: VideoCoverRecord) => `/mock-assets/video-covers/cover-${cover.id}.svg`;

/** The user's videos, newest first. */
export async function videosOf(userId: number): Promise<VideoResumeRecord[]> {
  const own = (await videoResumes()).findMany((q) => q.where({ user_id: userId }));
  return own.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export async function ownVideo(userId: number, id: number): Promise<VideoResumeRecord | undefined> {
  return (await videoResumes()).findFirst((q) => q.where({ id, user_id: userId }));
}

/** Stores an uploaded cover: on the video when one is given, else waiting for the user's next video. Answers its path. */
export async function addVideoCover(userId: number, video: VideoResumeRecord | undefined, at: string): Promise<string> {
  const path = coverPath(await videoCovers.insert({ user_id: userId, video_id: video?.id ?? null }));
  if (video) {
    await videoResumes.update(video, (draft) => {
      draft.cover_path = path;
      draft.updated_at = at;
    });
  }
  return path;
}

/** The newest cover waiting for the user's next video, taken off the waiting list (older waiting ones are dropped). */
async function takeWaitingCover(userId: number): Promise<string | undefined> {
  const waiting = (await videoCovers()).findMany((q) => q.where({ user_id: userId, video_id: null }));
  for (const cover of waiting) await videoCovers.remove(cover);
  const newest = waiting.sort((a, b) => b.id - a.id)[0];
  return newest && coverPath(newest);
}

export interface UploadedVideo {
  filename: string;
  file_size: number;
  duration_seconds: number | null;
}

/** Stores an uploaded video, as a new one or in place of `replaced` (same id and creation time). */
export async function saveUploadedVideo(userId: number, upload: UploadedVideo, replaced: VideoResumeRecord | undefined, now: string): Promise<VideoResumeRecord> {
  const cover = await takeWaitingCover(userId);
  const fields = {
    user_id: userId, filename: upload.filename, file_size: upload.file_size, mime_type: 'video/mp4',
    cover_path: cover ?? replaced?.cover_path ?? null, duration_seconds: upload.duration_seconds, updated_at: now,
  };
  if (replaced) return videoResumes.update(replaced, (draft) => Object.assign(draft, fields));
  return videoResumes.insert({ ...fields, created_at: now });
}

export function removeVideo(video: VideoResumeRecord): Promise<void> {
  return videoResumes.remove(video);
}
