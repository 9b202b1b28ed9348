/**
 * Companies blocking and lookup (C07-C09), geo location (G05), currency rates, translations (T01, T02),
 * courses and job recommendations (G06, picks) and event logging (E01-E05), called through the SDK.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setMockClock } from '../../mocks/db/mock-clock';
import { MAX_LOG_ENTRIES, logEntries } from '../../mocks/state/event-log';
import { SEED_BLOCKED_COMPANY_ID } from '../../mocks/state/blocked-companies';
import { onDomainEvent, type DomainEvent } from '../../mocks/state/domain-events';
import { SEED_FIXTURES } from '../../mocks/seed/fixtures';
import { blockCompany, getCompany, listBlockedCompanies, searchCompaniesByName, unblockCompany } from '../../sdk/generated/company/hooks';
import { getCurrencyRates, getGeoLocation, getTranslationContent, getTranslationManifest } from '../../sdk/generated/config/hooks';
import { reportBeaconEvents, reportEvents, reportRecoClicks, reportRecoExposures, reportUserEvent } from '../../sdk/generated/logs/hooks';
import { listAppliedJobs, searchJobs } from '../../sdk/generated/job/hooks';
import { listPersonalizedPicks, listRecommendedCourses, listRecommendedJobs } from '../../sdk/generated/reco/hooks';
import { apiError } from '../support/api-calls';
import { ACTIVE_TRANSLATION_VERSION, CHANGED_STRING, UPDATED_TRANSLATION_VERSION, UPDATED_TRANSLATIONS_VARIANT } from '../../mocks/handlers/translations';
import { forceVariant } from '../../mocks/scenario/helpers';
import enCommon from '../../web/src/i18n/locales/en-us/common.json';
import enHome from '../../web/src/features/home/locales/en-us.json';
import jaHome from '../../web/src/features/home/locales/ja.json';

const COMPLETE = { headers: { Authorization: 'Bearer session-complete-profile' } };
const NEW_USER = { headers: { Authorization: 'Bearer session-new-user' } };
const ANONYMOUS = { headers: { Authorization: '' } };
const COMPLETE_USER_ID = 900_001;

function webEvent(name: string, time = '2026-11-22 09:41:07') {
  return { event_name: name, device_id: 'device-1', device_type: 'web' as const, device_name: 'Chrome', event_time: time };
}

afterEach(() => setMockClock(undefined));

describe('company blocking (C08, C09, listBlockedCompanies)', () => {
  it('blocks, lists and unblocks a company, emitting the domain events', async () => {
    const events: DomainEvent[] = [];
    const stop = onDomainEvent((event) => void events.push(event));
    try {
      expect((await listBlockedCompanies({}, NEW_USER)).total_num).toBe(0);
      const block = await blockCompany({ company_id: SEED_FIXTURES.phCompanyId }, NEW_USER);
      expect(block.company_id).toBe(SEED_FIXTURES.phCompanyId);
      expect(block.company_name).toBe((await getCompany(SEED_FIXTURES.phCompanyId)).name);
      expect(await blockCompany({ company_id: SEED_FIXTURES.phCompanyId }, NEW_USER)).toEqual(block);
      const listed = await listBlockedCompanies({ page: 1, size: 10 }, NEW_USER);
      expect(listed.companies.map((c) => c.company_id)).toEqual([SEED_FIXTURES.phCompanyId]);
      expect(await unblockCompany(SEED_FIXTURES.phCompanyId, NEW_USER)).toEqual({ company_id: SEED_FIXTURES.phCompanyId, is_blocked: false });
      expect((await listBlockedCompanies({}, NEW_USER)).companies).toEqual([]);
      expect(events.filter((e) => e.type.startsWith('company-'))).toEqual([
        { type: 'company-blocked', userId: 900_002, companyId: SEED_FIXTURES.phCompanyId },
        { type: 'company-unblocked', userId: 900_002, companyId: SEED_FIXTURES.phCompanyId },
      ]);
    } finally {
      stop();
    }
  });

  it('keeps blocks per user, newest first, and answers its codes', async () => {
    const seeded = await listBlockedCompanies({}, COMPLETE);
    expect(seeded.companies.map((c) => c.company_id)).toEqual([SEED_BLOCKED_COMPANY_ID]);
    setMockClock(Date.parse('2026-11-22T10:00:00Z'));
    await blockCompany({ company_id: SEED_FIXTURES.phCompanyId }, COMPLETE);
    const after = await listBlockedCompanies({}, COMPLETE);
    expect(after.companies.map((c) => c.company_id)).toEqual([SEED_FIXTURES.phCompanyId, SEED_BLOCKED_COMPANY_ID]);
    expect((await listBlockedCompanies({}, NEW_USER)).total_num).toBe(0);
    expect((await apiError(blockCompany({ company_id: 999_999 }, COMPLETE))).code).toBe(40004);
    expect((await apiError(unblockCompany(SEED_FIXTURES.sgCompanyId, COMPLETE))).code).toBe(40004);
    const anonymous = await apiError(listBlockedCompanies({}, ANONYMOUS));
    expect({ code: anonymous.code, status: anonymous.status }).toEqual({ code: 40003, status: 401 });
    expect((await apiError(blockCompany({ company_id: SEED_FIXTURES.phCompanyId }, { headers: { Authorization: 'Bearer guest-x' } }))).code).toBe(40003);
  });
});

describe('company by name (C07)', () => {
  it('finds a company by display or legal name, exact match first', async () => {
    const company = await getCompany(SEED_FIXTURES.phCompanyId);
    const byName = await searchCompaniesByName({ company_name: company.name.toUpperCase() });
    expect(byName.companies[0]).toMatchObject({ id: company.id, legal_name: company.legal_name });
    const byLegal = await searchCompaniesByName({ company_name: company.legal_name });
    expect(byLegal.companies[0]?.id).toBe(company.id);
    expect((await searchCompaniesByName({ company_name: 'zzzz-no-such-company' })).companies).toEqual([]);
    expect((await apiError(searchCompaniesByName({ company_name: '' }))).code).toBe(40001);
  });
});

describe('geo location (G05)', () => {
  it('picks the nearest location of the caller country', async () => {
    const nearMakati = await getGeoLocation({ latitude: 14.556, longitude: 121.022 });
    expect(nearMakati).toMatchObject({ country_key: 'ph', location: { key: 'makati', id: SEED_FIXTURES.makatiLocationId } });
    expect(nearMakati.distance_km).toBeLessThan(1);
    const cebu = await getGeoLocation({ latitude: 10.3, longitude: 123.9 });
    expect(cebu.location.key).toBe('cebu_city');
    const sg = await getGeoLocation({ latitude: 1.35, longitude: 103.99 }, { headers: { 'Country-Id': '193' } });
    expect(sg).toMatchObject({ country_key: 'sg', location: { key: 'changi' } });
    expect((await apiError(getGeoLocation({ latitude: 100, longitude: 0 }))).code).toBe(40001);
  });
});

describe('currency rates (implied)', () => {
  it('covers the 18 currencies with consistent cross rates', async () => {
    setMockClock(Date.parse('2026-11-22T04:00:00Z'));
    const php = await getCurrencyRates();
    expect(php).toMatchObject({ base_currency: 'PHP', as_of: '2026-11-22' });
    expect(php.rates).toHaveLength(18);
    expect(php.rates.find((r) => r.currency === 'PHP')?.rate).toBe(1);
    expect(php.rates.find((r) => r.currency === 'USD')?.country_keys).toEqual(['us', 'com']);
    const sgd = await getCurrencyRates({ base_currency: 'SGD' });
    for (const { currency, rate } of php.rates) {
      const back = sgd.rates.find((r) => r.currency === 'PHP')!.rate / sgd.rates.find((r) => r.currency === currency)!.rate;
      expect(rate * back).toBeCloseTo(1, 4);
    }
    const phpToSgd = php.rates.find((r) => r.currency === 'SGD')!.rate;
    const sgdToPhp = sgd.rates.find((r) => r.currency === 'PHP')!.rate;
    expect(phpToSgd * sgdToPhp).toBeCloseTo(1, 4);
    expect((await getCurrencyRates({}, { headers: { 'Country-Id': '105' } })).base_currency).toBe('JPY');
  });
});

describe('translations (T01, T02)', () => {
  it('lists all 10 languages and serves the app catalogs at each version', async () => {
    const manifest = await getTranslationManifest();
    expect(manifest.active_version).toBe(ACTIVE_TRANSLATION_VERSION);
    expect(manifest.files.map((f) => f.language_code).sort()).toEqual(['ar', 'en-us', 'es-es', 'id', 'ja', 'ms', 'pt-br', 'tr', 'zh-cn', 'zh-tw']);
    const ja = manifest.files.find((f) => f.language_code === 'ja')!;
    expect(ja.path).toBe(`/config/i18n/${manifest.active_version}/ja`);
    expect(ja.namespaces).toEqual(expect.arrayContaining(['common', 'errors', 'shell', 'home']));
    expect(ja.namespaces).not.toContain('dev-tools');
    const content = await getTranslationContent(manifest.active_version, 'ja');
    expect(content.namespaces.home?.['hero.title']).toBe(jaHome.hero.title);
    expect(Object.values(content.namespaces).reduce((n, strings) => n + Object.keys(strings).length, 0)).toBe(ja.key_count);
    expect((await getTranslationContent(manifest.active_version, 'en-us')).namespaces.common?.['actions.retry']).toBe(enCommon.actions.retry);
    expect((await apiError(getTranslationContent('20200101000000', 'ja'))).code).toBe(40004);
  });

  it('names a newer version with one changed string under the updated variant', async () => {
    forceVariant('getTranslationManifest', UPDATED_TRANSLATIONS_VARIANT);
    const manifest = await getTranslationManifest();
    expect(manifest.active_version).toBe(UPDATED_TRANSLATION_VERSION);
    const content = await getTranslationContent(manifest.active_version, 'en-us');
    expect(content.namespaces.home?.['hero.title']).toBe(`${CHANGED_STRING.prefix}${enHome.hero.title}`);
    expect(content.namespaces.home?.['hero.searchButton']).toBe(enHome.hero.searchButton);
  });
});

describe('recommended courses (G06)', () => {
  it('filters by job categories and experience level', async () => {
    const all = await listRecommendedCourses();
    expect(all.courses).toHaveLength(6);
    const accounting = await listRecommendedCourses({ job_category_ids: '1', xp_lvl_key: 'no_experience', size: 20 });
    expect(accounting.courses.length).toBeGreaterThan(0);
    expect(accounting.courses.every((c) => c.job_category_ids.includes(1) && c.xp_lvl_keys.includes('no_experience'))).toBe(true);
    const two = await listRecommendedCourses({ job_category_ids: '5,7', size: 20 });
    expect(two.courses.every((c) => c.job_category_ids.some((id) => id === 5 || id === 7))).toBe(true);
    expect(two.courses.some((c) => c.job_category_ids.includes(7))).toBe(true);
    expect((await apiError(listRecommendedCourses({ job_category_ids: 'accounting' }))).code).toBe(40001);
  });
});

describe('job recommendations (personalized picks, recommended jobs)', () => {
  it('picks jobs in the categories of the user applications', async () => {
    const applied = (await listAppliedJobs({}, COMPLETE)).jobs.filter((job) => job.application_status !== 'cancelled');
    const appliedIds = new Set(applied.map((job) => job.id));
    const categories = applied.flatMap((job) => job.job_category_ids);
    const picks = await listPersonalizedPicks({ size: 10 }, COMPLETE);
    expect(picks.jobs.length).toBeGreaterThan(0);
    expect(picks.jobs.every((j) => j.country_key === 'ph' && j.status === 'open' && !appliedIds.has(j.id))).toBe(true);
    expect(picks.jobs.every((j) => j.job_category_ids.some((id) => categories.includes(id)))).toBe(true);
    const newest = await listPersonalizedPicks({ sort: 2, size: 10 }, COMPLETE);
    const times = newest.jobs.map((j) => j.refreshed_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await listPersonalizedPicks({}, NEW_USER)).total_num).toBe(0);
    expect((await apiError(listPersonalizedPicks({}, ANONYMOUS))).code).toBe(40003);
  });

  it('recommends jobs to anyone, newest first without history', async () => {
    const guest = await listRecommendedJobs({ size: 5 });
    expect(guest.jobs).toHaveLength(5);
    expect(guest.total_page).toBe(Math.ceil(guest.total_num / 5));
    const forUser = await listRecommendedJobs({ size: 5 }, COMPLETE);
    const applied = (await listAppliedJobs({}, COMPLETE)).jobs.filter((job) => job.application_status !== 'cancelled' && job.status === 'open');
    // The complete-profile user blocked a company: its open jobs are not recommended to them.
    const blocked = (await searchJobs({ company_ids: [SEED_BLOCKED_COMPANY_ID], size: 1 })).total_num;
    const appliedElsewhere = applied.filter((job) => job.company_id !== SEED_BLOCKED_COMPANY_ID);
    expect(forUser.total_num).toBe(guest.total_num - appliedElsewhere.length - blocked);
  });
});

describe('event logging (E01-E05)', () => {
  it('records events only for a signed-in user, once per retried event', async () => {
    expect(await reportEvents({ events: [webEvent('search_click'), webEvent('job_favorites_click')] }, COMPLETE)).toEqual({ accepted: 2 });
    expect(await reportEvents({ events: [webEvent('search_click')] }, COMPLETE)).toEqual({ accepted: 0 });
    expect((await apiError(reportEvents({ events: [webEvent('search_click')] }, ANONYMOUS))).code).toBe(40003);
    expect((await apiError(reportEvents({ events: [{ ...webEvent('x'), event_time: '2026-11-22T09:41:07Z' }] }, COMPLETE))).code).toBe(40001);
    const recorded = await logEntries('event');
    expect(recorded.map((e) => [e.user_id, e.name])).toEqual([[COMPLETE_USER_ID, 'search_click'], [COMPLETE_USER_ID, 'job_favorites_click']]);
  });

  it('accepts beacons without a session, as JSON or text', async () => {
    const body = { country_id: 167 as const, events: [webEvent('open_app_click')] };
    expect(await reportBeaconEvents('jobchat', body, ANONYMOUS)).toEqual({ accepted: 1 });
    expect(await reportBeaconEvents('jobchat', JSON.stringify(body), ANONYMOUS)).toEqual({ accepted: 1 });
    const plain = await fetch('http://localhost/api/logs/jobchat-api-server/logs/report/events', {
      method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body),
    });
    expect(plain.status).toBe(200);
    const beacons = await logEntries('beacon');
    expect(beacons).toHaveLength(3);
    expect(beacons[0]).toMatchObject({ user_id: null, name: 'open_app_click', payload: { country_id: 167, product: 'jobchat' } });
  });

  it('records reco clicks and exposes with from 1', async () => {
    const base = { page: 'home_page', sub_page: 'recommended', device: 'web' as const, device_uuid: 'device-1', jobseeker_id: COMPLETE_USER_ID, scene: 'c_rec_default', timestamp: 1_795_340_467 };
    expect(await reportRecoExposures({ from: 1, data: [{ ...base, job_ids: [200_001, 200_002] }] })).toEqual({ accepted: 1 });
    expect(await reportRecoClicks({ from: 1, data: [{ ...base, job_id: 200_002, index: 2 }] }, ANONYMOUS)).toEqual({ accepted: 1 });
    const wrongFrom = await fetch('http://localhost/api/logs/report/click', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ from: 2, data: [{ ...base, job_id: 200_002, index: 2 }] }),
    });
    expect(((await wrongFrom.json()) as { code: number }).code).toBe(40001);
    expect((await apiError(reportRecoClicks({ from: 1, data: [{ ...base, job_id: 200_002, index: 0 }] }))).code).toBe(40001);
    expect((await logEntries('click'))[0]).toMatchObject({ user_id: COMPLETE_USER_ID, name: 'c_rec_default', payload: { job_id: 200_002, index: 2 } });
    expect(await logEntries('expose')).toHaveLength(1);
  });

  it('records a user event once per second, only as the signed-in user', async () => {
    const now = Date.parse('2026-11-22T09:00:00Z');
    setMockClock(now);
    const event = { event_name: 'chat_apply_click', source: 'web' as const, user_id: COMPLETE_USER_ID, country_id: 167 as const, extra: { job_id: 200_001 } };
    expect(await reportUserEvent(event, COMPLETE)).toEqual({ accepted: 1 });
    setMockClock(now + 500);
    expect(await reportUserEvent(event, COMPLETE)).toEqual({ accepted: 0 });
    setMockClock(now + 1500);
    expect(await reportUserEvent(event, COMPLETE)).toEqual({ accepted: 1 });
    expect((await apiError(reportUserEvent({ ...event, user_id: 900_002 }, COMPLETE))).code).toBe(40005);
    expect((await apiError(reportUserEvent(event, ANONYMOUS))).code).toBe(40003);
    expect(await logEntries('user-event')).toHaveLength(2);
  });

  it('keeps only the last entries', async () => {
    const events = Array.from({ length: 100 }, (_, i) => webEvent(`event_${i}`));
    for (let batch = 0; batch < 6; batch += 1) {
      await reportBeaconEvents('jobchat', { country_id: 167, events: events.map((e) => ({ ...e, event_name: `${e.event_name}_${batch}` })) });
    }
    const kept = await logEntries();
    expect(kept).toHaveLength(MAX_LOG_ENTRIES);
    expect(kept.at(-1)?.name).toBe('event_99_5');
  });
});
