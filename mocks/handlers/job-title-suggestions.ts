/** Function job titles matching typed text, in the request's language (G02, and the job half of C04). */
import type { JobTitleSuggestion } from '../../sdk/generated/config/hooks';
import { labelsFor } from './config-labels';
import type { RequestContext } from './request-context';

/** Titles whose label contains the query (case-insensitive); labels starting with it first. */
export function matchJobTitles(ctx: RequestContext, query: string, size: number): JobTitleSuggestion[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const matches = labelsFor(ctx.country, ctx.language).functionTitles.filter((t) => t.value.toLowerCase().includes(needle));
  const rank = (value: string) => (value.toLowerCase().startsWith(needle) ? 0 : 1);
  return [...matches]
    .sort((a, b) => rank(a.value) - rank(b.value))
    .slice(0, size)
    .map((t) => ({ id: t.id, value: t.value, function_title_value: t.function_title_value }));
}
