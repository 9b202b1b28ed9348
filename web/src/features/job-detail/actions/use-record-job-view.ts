/**
 * Counts the job view once per page view, in the browser only (the server render never counts): a
 * signed-in seeker's view goes into My jobs' viewed tab. Counting is not the visitor's action, so a
 * failure is not shown. A job only previewed beside search results counts once the seeker chose it.
 */
import { useEffect, useRef } from 'react';
import { countJobView } from '../job-detail-queries';

export function useRecordJobView(jobId: number, counts = true): void {
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!counts || recorded.current === jobId) return;
    recorded.current = jobId;
    countJobView(jobId);
  }, [jobId, counts]);
}
