/** What the work experience and education forms share: ids as select values, and the period rule. */
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { monthRule, startsBeforeEnd } from '../../lib/form-rules';

/** School, company and title names: at most 100 characters (the contract). */
export const ENTRY_TEXT_MAX = 100;

export const idText = (id: number | null | undefined) => (id ? String(id) : '');
export const idOrNull = (text: string) => (text ? Number(text) : null);

/**
 * The end of a period: required unless it is ongoing, and later than the start (spec section 5).
 * Use in `superRefine`; issues go on `endMonth`.
 */
export function checkPeriod(t: TFunction, values: { startMonth: string; endMonth: string; ongoing: boolean }, context: z.RefinementCtx): void {
  if (values.ongoing) return;
  const end = monthRule(t).safeParse(values.endMonth);
  if (!end.success) context.addIssue({ code: 'custom', path: ['endMonth'], message: end.error.issues[0]?.message ?? t('common:validation.required') });
  else if (!startsBeforeEnd(values.startMonth, end.data)) context.addIssue({ code: 'custom', path: ['endMonth'], message: t('common:validation.startBeforeEnd') });
}
