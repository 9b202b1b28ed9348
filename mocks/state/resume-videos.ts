/** Video resumes and their covers; SEED_USERS.complete has one video. Covers are site-relative asset paths. */
import { defineDomainState } from '../db/domain-state';
import { SEED_USERS } from './accounts';

export interface VideoResumeRecord {
  id: number;
  user_id: number;
  filename: string;
  file_size: number;
  mime_type: string;
  cover_path: string | null;
  duration_seconds: number | null;
  created_at: string;
  updated_at: string;
}

export const MAX_VIDEO_BYTES = 30 * 1024 * 1024;
export const MAX_COVER_BYTES = 4 * 1024 * 1024;

export interface VideosState {
  videos: Map<number, VideoResumeRecord>;
  /** A cover uploaded without a video id waits here for the user's next video upload. */
  pendingCoverByUser: Map<number, string>;
  nextVideoId: number;
  nextCoverId: number;
}

function createVideos(): VideosState {
  const seed: VideoResumeRecord = {
    id: 8001, user_id: SEED_USERS.complete, filename: 'maria-intro.mp4', file_size: 18_874_368, mime_type: 'video/mp4',
    cover_path: '/mock-assets/video-covers/8001.svg', duration_seconds: 95, created_at: '2026-10-20T11:45:00.000Z', updated_at: '2026-10-20T11:45:00.000Z',
  };
  return { videos: new Map([[seed.id, seed]]), pendingCoverByUser: new Map(), nextVideoId: 8101, nextCoverId: 1 };
}

export const videosState = defineDomainState('resume-videos', createVideos);

export function ownVideo(state: VideosState, userId: number, id: number): VideoResumeRecord | undefined {
  const video = state.videos.get(id);
  return video?.user_id === userId ? video : undefined;
}

export function removeVideo(state: VideosState, id: number): void {
  state.videos.delete(id);
}
