import { useAtomValue } from './app-jotai';
import { getLanguage } from './languages';
import { languageAtom } from './session-atoms';

/** The BCP 47 tag of the page language, for Intl formatters. */
export function useIntlLocale(): string {
  return getLanguage(useAtomValue(languageAtom)).alias;
}
