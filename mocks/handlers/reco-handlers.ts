/** Recommendation service handlers: J20 listHotJobTitles. */
import { initDatabase } from '../db/database';
import { operation } from '../http/operation';
import { ok } from '../http/reply';
import { labelsFor } from './config-labels';
import { requestContext } from './request-context';

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
  ];
}
