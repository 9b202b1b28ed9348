/** English: the catalogue's own values (kept in one place, catalog-*.ts and locations.ts). */
import { configCatalog } from '../catalog';
import { locationsByCountry } from '../locations';
import type {
  ConfigOption, ListTranslations, PlaceTranslations, ReasonDescriptionTranslations, ReasonListName, ReasonOption,
  TranslatableListName,
} from '../types';

function valuesByKey(options: readonly ConfigOption[]): Record<string, string> {
  return Object.fromEntries(options.map((option) => [option.key, option.value]));
}

function descriptionsByKey(options: readonly ReasonOption[]): Record<string, string> {
  return Object.fromEntries(options.map((option) => [option.key, option.description]));
}

const translatableLists = Object.keys(configCatalog).filter(
  (name): name is TranslatableListName => name !== 'currency_lists' && name !== 'job_function_lists',
);

export const enUsLists = Object.fromEntries(
  translatableLists.map((name) => [name, valuesByKey(configCatalog[name])]),
) as ListTranslations;

const reasonLists: readonly ReasonListName[] = [
  'chat_report_lists', 'report_job_reasons', 'report_talent_reasons', 'report_interview_reasons', 'report_recruiter_reasons',
];

export const enUsReasonDescriptions = Object.fromEntries(
  reasonLists.map((name) => [name, descriptionsByKey(configCatalog[name])]),
) as ReasonDescriptionTranslations;

export const enUsPlaces: PlaceTranslations = Object.fromEntries(
  Object.values(locationsByCountry).flatMap((regions) =>
    regions.flatMap((region) => [[region.key, region.value], ...region.locations.map((l) => [l.key, l.value])]),
  ),
);
