/**
 * The personal summary: optional, up to its contract bound. The form saves it with updateMyProfile and, when
 * it came from "Write with AI", with updateCareerSummary too: the tighter bound of the two.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { updateCareerSummaryBodySummaryMax, updateCareerSummaryBodySummaryMin, updateMyProfileBodySummaryMax } from '@sdk/generated/jobseeker/zod';

export const SUMMARY_MAX = Math.min(updateMyProfileBodySummaryMax, updateCareerSummaryBodySummaryMax);
/** The shortest summary updateCareerSummary keeps for a job preference (a shorter one is saved on the profile only). */
export const AI_SUMMARY_MIN = updateCareerSummaryBodySummaryMin;

export function summarySchema(t: TFunction) {
  return z.object({ summary: z.string().trim().max(SUMMARY_MAX, t('profile:summary.tooLong', { max: SUMMARY_MAX })) });
}

export type SummaryValues = z.infer<ReturnType<typeof summarySchema>>;
