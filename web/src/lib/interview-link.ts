/** The interview dialog (W13) opens over any page from a query parameter: `/chat/12?interview=700001`. */
import type { LanguageCode } from './languages';
import { withLanguage } from './resolve-language';

export const INTERVIEW_PARAM = 'interview';

/** `path` (with its own query, if any) in `language`, with the interview dialog open over it. */
export function interviewHref(language: LanguageCode, path: string, id: number): string {
  const url = new URL(path, 'http://in-app.invalid');
  url.searchParams.set(INTERVIEW_PARAM, String(id));
  return withLanguage(`${url.pathname}${url.search}${url.hash}`, language);
}
