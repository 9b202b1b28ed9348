/**
 * The feedback form's rules (spec sections 3 and 5, SubmitFeedbackRequest, uploadFile): a description of
 * 10 to 4000 characters, and at most three JPG/JPEG/PNG images, checked by content, under the upload's
 * 4 MB image limit.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { submitFeedbackBodyDescriptionMax, submitFeedbackBodyDescriptionMin, submitFeedbackBodyImagesMax } from '@sdk/generated/apiGo/zod';
import { checkFileContent, type FileFormat } from '../../lib/file-signature';
import { descriptionRule, type LengthBounds } from '../../lib/form-rules';

/** submitFeedback's bounds: the description's length and the number of images. */
export const FEEDBACK_DESCRIPTION: LengthBounds = { min: submitFeedbackBodyDescriptionMin, max: submitFeedbackBodyDescriptionMax };
export const MAX_FEEDBACK_IMAGES = submitFeedbackBodyImagesMax;
const FEEDBACK_IMAGE_FORMATS: readonly FileFormat[] = ['jpg', 'png'];
/** The upload refuses larger images (41064). */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;
export const FEEDBACK_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export type ImageRefusal = 'empty' | 'tooLarge' | 'notImage';

/** Why the chosen file cannot be sent, or undefined when it can: size first, then content. */
export async function refuseFeedbackImage(file: File): Promise<ImageRefusal | undefined> {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return (await checkFileContent(file, FEEDBACK_IMAGE_FORMATS)) ? undefined : 'notImage';
}

/** Unlike the profile's optional descriptions, feedback needs one. */
export const feedbackSchema = (t: TFunction) =>
  z.object({ description: descriptionRule(t, FEEDBACK_DESCRIPTION).refine((value) => value !== '', t('common:validation.required')) });

export type FeedbackValues = z.infer<ReturnType<typeof feedbackSchema>>;
