/**
 * Files users uploaded (G08) and the feedback they sent (G09). Feedback images must be the sender's
 * own uploads, so what one call stores the other checks. Nothing is seeded.
 */
import { z } from 'zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';

export const MB = 1024 * 1024;
/** 41007: no upload over 20 MB. */
export const MAX_UPLOAD_BYTES = 20 * MB;
/** 41064: images over 4 MB. */
export const MAX_IMAGE_BYTES = 4 * MB;
/** 41085: chat files under 5 MB (spec section 5). */
export const MAX_FILE_BYTES = 5 * MB;
export const MAX_FILES_PER_UPLOAD = 9;

export const uploadSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  /** Site path under /mock-assets/uploads/. */
  path: z.string(),
  filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  kind: z.enum(['image', 'file']),
  /** Epoch ms. */
  created_at: z.number(),
});

export type UploadRecord = RecordOf<typeof uploadSchema>;

export const feedbackSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  description: z.string(),
  /** Upload ids. */
  upload_ids: z.array(z.number().int()),
  /** Epoch ms. */
  created_at: z.number(),
});

export type FeedbackRecord = RecordOf<typeof feedbackSchema>;

export const uploads = defineCollection('uploads', { schema: uploadSchema });
export const feedback = defineCollection('feedback', { schema: feedbackSchema });

/** A name safe in a URL path: lower case, anything but letters, digits, dots and hyphens turned into hyphens. */
export function safeFileName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9.-]+/g, '-').replace(/^-+|-+$/g, '') || 'file';
}

/** Stores an uploaded file under the user's folder (its path names its id and a safe form of its name). */
export async function addUpload(fields: Omit<UploadRecord, 'id' | 'path'>): Promise<UploadRecord> {
  const id = await uploads.nextId();
  return uploads.create({ ...fields, id, path: `/mock-assets/uploads/${fields.user_id}/${id}-${safeFileName(fields.filename)}` });
}

/** The upload when it exists and is the user's. */
export async function ownUpload(userId: number, id: number): Promise<UploadRecord | undefined> {
  return (await uploads()).findFirst((q) => q.where({ id, user_id: userId }));
}

/** The user's uploads of a kind. */
export async function uploadsOf(userId: number, kind: UploadRecord['kind']): Promise<UploadRecord[]> {
  return (await uploads()).findMany((q) => q.where({ user_id: userId, kind }));
}

export function addFeedback(fields: Omit<FeedbackRecord, 'id'>): Promise<FeedbackRecord> {
  return feedback.insert(fields);
}
