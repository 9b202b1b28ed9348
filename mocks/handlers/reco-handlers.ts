/**
 * Recommendation service handlers: J20 listHotJobTitles, G06 listRecommendedCourses and the implied
 * listPersonalizedPicks and listRecommendedJobs.
 */
import { listPersonalizedPicksQueryParams, listRecommendedCoursesQueryParams, listRecommendedJobsQueryParams } from '../../sdk/generated/reco/zod';
import { defineOperation } from '../http/define-operation';
import { ok } from '../http/reply';
import { COURSES } from '../seed/course-catalog';
import { labelsFor } from './config-labels';
import { jobPageOf, recommendJobs } from './recommended-jobs';

export function recoHandlers() {
  return [
    defineOperation('listHotJobTitles', {
      access: 'public',
      handle: ({ db, ctx }) => {
        const titles = new Map(labelsFor(ctx.country, ctx.language).functionTitles.map((t) => [t.id, t.value]));
        const hot = db.side.hotJobTitles[ctx.country] ?? [];
        // Labels in the request's language; seo_value stays the English one, as in the URLs.
        return ok({ hot_job_titles: hot.map((t) => ({ id: t.id, value: titles.get(t.id) ?? t.value, seo_value: t.seo_value })) });
      },
    }),
    defineOperation('listRecommendedCourses', {
      access: 'public',
      query: listRecommendedCoursesQueryParams,
      handle: ({ query }) => {
        const { size, job_category_ids: categoryParam, xp_lvl_key: xpLvlKey } = query;
        const categories = new Set((categoryParam ?? '').split(',').filter(Boolean).map(Number));
        const overlap = (ids: readonly number[]) => ids.filter((id) => categories.has(id)).length;
        const courses = COURSES.filter((c) => (categories.size === 0 || overlap(c.job_category_ids) > 0) && (!xpLvlKey || c.xp_lvl_keys.includes(xpLvlKey)))
          .sort((a, b) => overlap(b.job_category_ids) - overlap(a.job_category_ids) || b.enrolled_count - a.enrolled_count || a.id - b.id);
        return ok({ courses: courses.slice(0, size) });
      },
    }),
    defineOperation('listPersonalizedPicks', {
      access: 'user',
      query: listPersonalizedPicksQueryParams,
      handle: async ({ db, ctx, user, query }) => {
        const jobs = await recommendJobs(db, user, { onlyMatching: true, sort: query.sort });
        return ok(jobPageOf(db, ctx, jobs, query.page, query.size, { list: 'personalized-picks', user: user.id, sort: query.sort }));
      },
    }),
    defineOperation('listRecommendedJobs', {
      access: 'public',
      query: listRecommendedJobsQueryParams,
      handle: async ({ db, ctx, user, query }) => {
        const jobs = await recommendJobs(db, user ?? { country_key: ctx.country }, { onlyMatching: false, sort: query.sort });
        return ok(jobPageOf(db, ctx, jobs, query.page, query.size, { list: 'recommended', user: user?.id, sort: query.sort }));
      },
    }),
  ];
}
