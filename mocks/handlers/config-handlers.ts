/**
 * Config service handlers: G01 getConfigLists, G02 listJobTitleSuggestions, G03 getWebsiteOutage, G04 listSkills,
 * G05 getGeoLocation, T01 getTranslationManifest, T02 getTranslationContent and the implied getCurrencyRates.
 */
import type { WebsiteOutage } from '../../sdk/generated/config/hooks';
import {
  getConfigListsParams, getConfigListsQueryParams, getCurrencyRatesQueryParams, getGeoLocationQueryParams, getTranslationContentParams,
  getWebsiteOutageQueryParams, listJobTitleSuggestionsQueryParams, listSkillsQueryParams,
} from '../../sdk/generated/config/zod';
import { initDatabase } from '../db/database';
import { mockNow } from '../db/mock-clock';
import { operation } from '../http/operation';
import { fail, ok } from '../http/reply';
import { labelsFor } from './config-labels';
import { currencyOf, currencyRates } from './currency';
import { nearestLocation } from './geo-location';
import { matchJobTitles } from './job-title-suggestions';
import { requestContext } from './request-context';
import { ACTIVE_TRANSLATION_VERSION, translationManifest, translationNamespaces } from './translations';
import { validateQuery, validateValues } from './validate-request';

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
    operation('getGeoLocation', ({ request }) => {
      const query = validateQuery(request, getGeoLocationQueryParams);
      if (!query.ok) return query.response;
      const ctx = requestContext(request);
      const nearest = nearestLocation(ctx.country, ctx.language, [query.data.latitude, query.data.longitude]);
      // Every seeded location has coordinates; a country without any would be a seed bug.
      if (!nearest) return fail(50001);
      return ok({ country_key: ctx.country, ...nearest });
    }),
    operation('getCurrencyRates', ({ request }) => {
      const query = validateQuery(request, getCurrencyRatesQueryParams);
      if (!query.ok) return query.response;
      return ok(currencyRates(query.data.base_currency ?? currencyOf(requestContext(request).country), mockNow()));
    }),
    operation('getTranslationManifest', () => ok(translationManifest())),
    operation('getTranslationContent', ({ params }) => {
      const path = validateValues(params, getTranslationContentParams);
      if (!path.ok) return path.response;
      if (path.data.version !== ACTIVE_TRANSLATION_VERSION) return fail(40004);
      return ok({ version: path.data.version, language_code: path.data.languageCode, namespaces: translationNamespaces(path.data.languageCode) });
    }),
    operation('listJobTitleSuggestions', ({ request }) => {
      const query = validateQuery(request, listJobTitleSuggestionsQueryParams);
      if (!query.ok) return query.response;
      return ok({ job_titles: matchJobTitles(requestContext(request), query.data.query, query.data.size) });
    }),
    operation('getWebsiteOutage', ({ request }, { scenario }) => {
      const query = validateQuery(request, getWebsiteOutageQueryParams);
      if (!query.ok) return query.response;
      return ok(websiteOutage(scenario?.variant === OUTAGE_VARIANT));
    }),
    operation('listSkills', async ({ request }) => {
      const db = await initDatabase();
      const query = validateQuery(request, listSkillsQueryParams);
      if (!query.ok) return query.response;
      return ok({ skills: db.side.skills.map((s) => ({ id: s.id, value: s.value, job_function_id: s.job_function_id })) });
    }),
    operation('getConfigLists', ({ request, params }) => {
      const path = validateValues(params, getConfigListsParams);
      if (!path.ok) return path.response;
      const query = validateQuery(request, getConfigListsQueryParams);
      if (!query.ok) return query.response;
      return ok(labelsFor(path.data.country_key, requestContext(request).language).reply);
    }),
  ];
}
