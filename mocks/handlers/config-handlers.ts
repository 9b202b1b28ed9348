/**
 * Config service handlers: G01 getConfigLists, G02 listJobTitleSuggestions, G03 getWebsiteOutage, G04 listSkills,
 * G05 getGeoLocation, T01 getTranslationManifest, T02 getTranslationContent and the implied getCurrencyRates.
 */
import { ErrorCode } from '../../sdk/generated/error-codes';
import type { WebsiteOutage } from '../../sdk/generated/config/hooks';
import {
  getConfigListsParams, getConfigListsQueryParams, getCurrencyRatesQueryParams, getGeoLocationQueryParams, getTranslationContentParams,
  getWebsiteOutageQueryParams, listJobTitleSuggestionsQueryParams, listSkillsQueryParams,
} from '../../sdk/generated/config/zod';
import { mockNow } from '../db/mock-clock';
import { defineOperation } from '../http/define-operation';
import { fail, ok } from '../http/reply';
import { labelsFor } from './config-labels';
import { currencyOf, currencyRates } from './currency';
import { nearestLocation } from './geo-location';
import { matchJobTitles } from './job-title-suggestions';
import { isTranslationVersion, translationManifest, translationNamespaces } from './translations';

/** The scenario variant that makes G03 report maintenance (`?mock=getWebsiteOutage:variant=outage`, preset `maintenance`). */
export const OUTAGE_VARIANT = 'outage';
const HOUR_MS = 3_600_000;

export function websiteOutage(outage: boolean, now = Date.now()): WebsiteOutage {
  if (!outage) return { is_outage: false, title: null, subtitle: null, start_time: null, end_time: null };
  const start = Math.floor(now / HOUR_MS) * HOUR_MS;
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    is_outage: true,
    title: 'We are under maintenance.',
    subtitle: 'The page that you are looking for is currently under maintenance and will be back soon!',
    start_time: iso(start),
    end_time: iso(start + 2 * HOUR_MS),
  };
}

export function configHandlers() {
  return [
    // Literal paths before /config/:country_key/list.
    defineOperation('getGeoLocation', {
      access: 'public',
      query: getGeoLocationQueryParams,
      handle: ({ ctx, query }) => {
        const nearest = nearestLocation(ctx.country, ctx.language, [query.latitude, query.longitude]);
        // Every seeded location has coordinates; a country without any would be a seed bug.
        if (!nearest) return fail(ErrorCode.InternalError);
        return ok({ country_key: ctx.country, ...nearest });
      },
    }),
    defineOperation('getCurrencyRates', {
      access: 'public',
      query: getCurrencyRatesQueryParams,
      handle: ({ ctx, query }) => ok(currencyRates(query.base_currency ?? currencyOf(ctx.country), mockNow())),
    }),
    defineOperation('getTranslationManifest', { access: 'public', handle: ({ scenario }) => ok(translationManifest(scenario?.variant)) }),
    defineOperation('getTranslationContent', {
      access: 'public',
      params: getTranslationContentParams,
      handle: ({ params }) => {
        if (!isTranslationVersion(params.version)) return fail(ErrorCode.NotFound);
        return ok({ version: params.version, language_code: params.languageCode, namespaces: translationNamespaces(params.languageCode, params.version) });
      },
    }),
    defineOperation('listJobTitleSuggestions', {
      access: 'public',
      query: listJobTitleSuggestionsQueryParams,
      handle: ({ ctx, query }) => ok({ job_titles: matchJobTitles(ctx, query.query, query.size) }),
    }),
    defineOperation('getWebsiteOutage', {
      access: 'public',
      query: getWebsiteOutageQueryParams,
      handle: ({ scenario }) => ok(websiteOutage(scenario?.variant === OUTAGE_VARIANT)),
    }),
    defineOperation('listSkills', {
      access: 'public',
      query: listSkillsQueryParams,
      handle: ({ db }) => ok({ skills: db.side.skills.map((s) => ({ id: s.id, value: s.value, job_function_id: s.job_function_id })) }),
    }),
    defineOperation('getConfigLists', {
      access: 'public',
      params: getConfigListsParams,
      query: getConfigListsQueryParams,
      handle: ({ ctx, params }) => ok(labelsFor(params.country_key, ctx.language).reply),
    }),
  ];
}
