/**
 * Which job the first HTML of a wide screen previews (use-job-preview.ts): the chosen one, else the
 * first result. A phone's user agent gets no preview, so nothing is asked for it.
 */
import type { RouteContext } from '../../lib/route-context';
import { deviceTypeAtom } from '../../lib/session-atoms';
import { previewIdFromSearch } from './job-preview-param';

/** Whether this request's page shows a preview before the browser can measure its window. */
export function previewExpected(app: RouteContext): boolean {
  return app.store.get(deviceTypeAtom) !== 'mobile_web';
}

export async function previewedJobId(request: Request, results: () => Promise<{ jobs: readonly { id: number }[] } | undefined>): Promise<number | undefined> {
  return previewIdFromSearch(new URL(request.url).search) ?? (await results())?.jobs[0]?.id;
}
