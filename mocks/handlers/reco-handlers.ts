/**
 * Recommendation service handlers: J20 listHotJobTitles, G06 listRecommendedCourses and the implied
 * listPersonalizedPicks and listRecommendedJobs.
 */
import { listPersonalizedPicksQueryParams, listRecommendedCoursesQueryParams, listRecommendedJobsQueryParams } from '../../sdk/generated/reco/zod';
import { initDatabase } from '../db/database';
import { operation } from '../http/operation';
import { ok } from '../http/reply';
import { COURSES } from '../seed/course-catalog';
import { requireUser, userOf } from '../state/accounts';
import { labelsFor } from './config-labels';
import { jobPageOf, recommendJobs } from './recommended-jobs';
import { requestContext } from './request-context';
import { validateQuery } from './validate-request';

export function recoHandlers() {
  return [
    operation('listHotJobTitles', async ({ request }) => {
      const db = await initDatabase();
      const ctx = requestContext(request);
      const titles = new Map(labelsFor(ctx.country, ctx.language).functionTitles.map((t) => [t.id, t.value]));
      const hot = db.side.hotJobTitles[ctx.country] ?? [];
      // Labels in the request's language; seo_value stays the English one, as in the URLs.
      return ok({ hot_job_titles: hot.map((t) => ({ id: t.id, value: titles.get(t.id) ?? t.value, seo_value: t.seo_value })) });
    }),
    operation('listRecommendedCourses', ({ request }) => {
      const query = validateQuery(request, listRecommendedCoursesQueryParams);
      if (!query.ok) return query.response;
      const { size, job_category_ids: categoryParam, xp_lvl_key: xpLvlKey } = query.data;
      const categories = new Set((categoryParam ?? '').split(',').filter(Boolean).map(Number));
      const overlap = (ids: readonly number[]) => ids.filter((id) => categories.has(id)).length;
      const courses = COURSES.filter((c) => (categories.size === 0 || overlap(c.job_category_ids) > 0) && (!xpLvlKey || c.xp_lvl_keys.includes(xpLvlKey)))
        .sort((a, b) => overlap(b.job_category_ids) - overlap(a.job_category_ids) || b.enrolled_count - a.enrolled_count || a.id - b.id);
      return ok({ courses: courses.slice(0, size) });
    }),
    operation('listPersonalizedPicks', async ({ request }) => {
      const db = await initDatabase();
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const query = validateQuery(request, listPersonalizedPicksQueryParams);
      if (!query.ok) return query.response;
      const jobs = await recommendJobs(db, auth.user, { onlyMatching: true, sort: query.data.sort });
      return ok(jobPageOf(db, requestContext(request), jobs, query.data.page, query.data.size));
    }),
    operation('listRecommendedJobs', async ({ request }) => {
      const db = await initDatabase();
      const query = validateQuery(request, listRecommendedJobsQueryParams);
      if (!query.ok) return query.response;
      const ctx = requestContext(request);
      const user = await userOf(request);
      const jobs = await recommendJobs(db, user ?? { country_key: ctx.country }, { onlyMatching: false, sort: query.data.sort });
      return ok(jobPageOf(db, ctx, jobs, query.data.page, query.data.size));
    }),
  ];
}
