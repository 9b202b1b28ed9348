/**
 * Counts the job view once per page view, in the browser only (the server render never counts): a
 * signed-in seeker's view goes into My jobs' viewed tab. Counting is not the visitor's action, so a
 * failure is not shown.
 */
import { useEffect, useRef } from 'react';
import { countJobView } from '../job-detail-queries';

export function useRecordJobView(jobId: number): void {
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (recorded.current === jobId) return;
    recorded.current = jobId;
    countJobView(jobId);
  }, [jobId]);
}
