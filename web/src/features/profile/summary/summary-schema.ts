/** The personal summary: optional, up to 4000 characters (the contract's maxLength). */
import type { TFunction } from 'i18next';
import { z } from 'zod';

export const SUMMARY_MAX = 4000;

export function summarySchema(t: TFunction) {
  return z.object({ summary: z.string().trim().max(SUMMARY_MAX, t('profile:summary.tooLong', { max: SUMMARY_MAX })) });
}

export type SummaryValues = z.infer<ReturnType<typeof summarySchema>>;
