/**
 * Files users uploaded (G08) and the feedback they sent (G09). Feedback images must be the sender's
 * own uploads, so what one call stores the other checks. Nothing is seeded.
 */
import { defineDomainState } from '../db/domain-state';

export const MB = 1024 * 1024;
/** 41007: no upload over 20 MB. */
export const MAX_UPLOAD_BYTES = 20 * MB;
/** 41064: images over 4 MB. */
export const MAX_IMAGE_BYTES = 4 * MB;
/** 41085: chat files under 5 MB (spec section 5). */
export const MAX_FILE_BYTES = 5 * MB;
export const MAX_FILES_PER_UPLOAD = 9;

export interface UploadRecord {
  id: number;
  user_id: number;
  /** Site path under /mock-assets/uploads/. */
  path: string;
  filename: string;
  mime_type: string;
  size: number;
  kind: 'image' | 'file';
  created_at: number;
}

export interface FeedbackRecord {
  id: number;
  user_id: number;
  description: string;
  /** Upload ids. */
  upload_ids: number[];
  created_at: number;
}

export interface UploadsState {
  uploads: Map<number, UploadRecord>;
  feedback: Map<number, FeedbackRecord>;
  nextUploadId: number;
  nextFeedbackId: number;
}

export const uploads = defineDomainState(
  'uploads',
  (): UploadsState => ({ uploads: new Map(), feedback: new Map(), nextUploadId: 1, nextFeedbackId: 1 }),
);

/** A name safe in a URL path: lower case, anything but letters, digits, dots and hyphens turned into hyphens. */
export function safeFileName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9.-]+/g, '-').replace(/^-+|-+$/g, '') || 'file';
}

export function addFeedback(state: UploadsState, fields: Omit<FeedbackRecord, 'id'>): FeedbackRecord {
  const record = { id: state.nextFeedbackId, ...fields };
  state.nextFeedbackId += 1;
  state.feedback.set(record.id, record);
  return record;
}
