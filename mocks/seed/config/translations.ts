/** The translations of every language, by language code (en-us = the catalogue's own English values). */
import { arPlaces } from './i18n/ar-places';
import { arLists, arReasonDescriptions } from './i18n/ar';
import { enUsLists, enUsPlaces, enUsReasonDescriptions } from './i18n/en-us';
import { esEsPlaces } from './i18n/es-es-places';
import { esEsLists, esEsReasonDescriptions } from './i18n/es-es';
import { idPlaces } from './i18n/id-places';
import { idLists, idReasonDescriptions } from './i18n/id';
import { jaPlaces } from './i18n/ja-places';
import { jaLists, jaReasonDescriptions } from './i18n/ja';
import { msPlaces } from './i18n/ms-places';
import { msLists, msReasonDescriptions } from './i18n/ms';
import { ptBrPlaces } from './i18n/pt-br-places';
import { ptBrLists, ptBrReasonDescriptions } from './i18n/pt-br';
import { trPlaces } from './i18n/tr-places';
import { trLists, trReasonDescriptions } from './i18n/tr';
import { zhCnPlaces } from './i18n/zh-cn-places';
import { zhCnLists, zhCnReasonDescriptions } from './i18n/zh-cn';
import { zhTwPlaces } from './i18n/zh-tw-places';
import { zhTwLists, zhTwReasonDescriptions } from './i18n/zh-tw';
import type { LanguageCode, LanguageTranslations } from './types';

/** Language codes with their Language-Id (spec section 1). */
export const languageIds: Readonly<Record<LanguageCode, number>> = {
  'en-us': 1, 'zh-cn': 2, id: 3, ja: 4, 'zh-tw': 5, ms: 6, tr: 7, 'pt-br': 8, 'es-es': 9, ar: 10,
};

export const languageCodes = Object.keys(languageIds) as LanguageCode[];

export const configTranslations: Readonly<Record<LanguageCode, LanguageTranslations>> = {
  'en-us': { lists: enUsLists, reasonDescriptions: enUsReasonDescriptions, places: enUsPlaces },
  'zh-cn': { lists: zhCnLists, reasonDescriptions: zhCnReasonDescriptions, places: zhCnPlaces },
  id: { lists: idLists, reasonDescriptions: idReasonDescriptions, places: idPlaces },
  ja: { lists: jaLists, reasonDescriptions: jaReasonDescriptions, places: jaPlaces },
  'zh-tw': { lists: zhTwLists, reasonDescriptions: zhTwReasonDescriptions, places: zhTwPlaces },
  ms: { lists: msLists, reasonDescriptions: msReasonDescriptions, places: msPlaces },
  tr: { lists: trLists, reasonDescriptions: trReasonDescriptions, places: trPlaces },
  'pt-br': { lists: ptBrLists, reasonDescriptions: ptBrReasonDescriptions, places: ptBrPlaces },
  'es-es': { lists: esEsLists, reasonDescriptions: esEsReasonDescriptions, places: esEsPlaces },
  ar: { lists: arLists, reasonDescriptions: arReasonDescriptions, places: arPlaces },
};

export function isLanguageCode(value: string): value is LanguageCode {
  return Object.prototype.hasOwnProperty.call(languageIds, value);
}
