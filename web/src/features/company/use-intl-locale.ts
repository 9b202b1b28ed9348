import { useAtomValue } from '../../lib/app-jotai';
import { getLanguage } from '../../lib/languages';
import { languageAtom } from '../../lib/session-atoms';

/** The BCP 47 tag of the page language, for Intl formatters. */
export function useIntlLocale(): string {
  return getLanguage(useAtomValue(languageAtom)).alias;
}
