/**
 * The translations of every language, by language code. en-us is the catalogue's own English values
 * (computed in ./i18n/en-us.ts); every other language is a data file, ./i18n/<language>.json: its
 * `lists` and `reasonDescriptions` (option key → text) and its `places` (region / location key → name,
 * grouped by country; a Latin-script language names only the places it writes differently, the
 * rest fall back to English). Notes on each language's choices: ./i18n/README.md.
 */
import { enUsLists, enUsPlaces, enUsReasonDescriptions } from './i18n/en-us';
import ar from './i18n/ar.json';
import esEs from './i18n/es-es.json';
import id from './i18n/id.json';
import ja from './i18n/ja.json';
import ms from './i18n/ms.json';
import ptBr from './i18n/pt-br.json';
import tr from './i18n/tr.json';
import zhCn from './i18n/zh-cn.json';
import zhTw from './i18n/zh-tw.json';
import type { CountryKey, LanguageCode, LanguageTranslations, ListTranslations, PlaceTranslations, ReasonDescriptionTranslations } from './types';

/** A language's data file: every translatable list and reason list (the compiler checks their names), places by country. */
interface LanguageTranslationsFile {
  lists: ListTranslations;
  reasonDescriptions: ReasonDescriptionTranslations;
  places: Partial<Record<CountryKey, PlaceTranslations>>;
}

const files = { 'zh-cn': zhCn, id, ja, 'zh-tw': zhTw, ms, tr, 'pt-br': ptBr, 'es-es': esEs, ar } satisfies Record<
  Exclude<LanguageCode, 'en-us'>,
  LanguageTranslationsFile
>;

function fromFile(file: LanguageTranslationsFile): LanguageTranslations {
  return { lists: file.lists, reasonDescriptions: file.reasonDescriptions, places: Object.assign({}, ...Object.values(file.places)) as PlaceTranslations };
}

/** Language codes with their Language-Id (spec section 1). */
export const languageIds: Readonly<Record<LanguageCode, number>> = {
  'en-us': 1, 'zh-cn': 2, id: 3, ja: 4, 'zh-tw': 5, ms: 6, tr: 7, 'pt-br': 8, 'es-es': 9, ar: 10,
};

export const languageCodes = Object.keys(languageIds) as LanguageCode[];

export const configTranslations: Readonly<Record<LanguageCode, LanguageTranslations>> = {
  'en-us': { lists: enUsLists, reasonDescriptions: enUsReasonDescriptions, places: enUsPlaces },
  'zh-cn': fromFile(files['zh-cn']),
  id: fromFile(files.id),
  ja: fromFile(files.ja),
  'zh-tw': fromFile(files['zh-tw']),
  ms: fromFile(files.ms),
  tr: fromFile(files.tr),
  'pt-br': fromFile(files['pt-br']),
  'es-es': fromFile(files['es-es']),
  ar: fromFile(files.ar),
};

export function isLanguageCode(value: string): value is LanguageCode {
  return Object.prototype.hasOwnProperty.call(languageIds, value);
}
