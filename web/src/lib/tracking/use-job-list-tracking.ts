/**
 * Expose and click events of one job list (spec sections 7 and 9): a job counts as shown when at least
 * half of its card is visible, once per query_id (or list) and job; a click sends the job's one-based
 * position. A list passes `itemRef(job.id, index)` to each card's element (components/job-card.tsx).
 */
import { useEffect, useMemo, useRef, type RefCallback } from 'react';
import type { SceneKey } from './scenes';
import { withTracker } from './tracker-slot';

/** What a list reply tells about itself: the search's query_id and the page shown. */
export interface ListReply {
  jobs?: unknown;
  query_id?: string | null;
  page?: number;
}

export interface JobListTracking {
  /** The ref for the element of the job at this zero-based position in the list. */
  itemRef(jobId: number, index: number): RefCallback<HTMLElement>;
}

/** At least half of a card in view counts as shown. */
export const EXPOSE_RATIO = 0.5;

interface ListState {
  scene: SceneKey;
  queryId: string | null;
  pageNum: number;
}

export function useJobListTracking(scene: SceneKey, reply: ListReply | undefined): JobListTracking {
  const queryId = reply?.query_id ?? null;
  const pageNum = reply?.page ?? 1;
  const observer = useRef<IntersectionObserver | null>(null);
  const shownAs = useRef(new WeakMap<Element, ListState & { jobId: number }>());

  useEffect(() => () => observer.current?.disconnect(), []);

  return useMemo(() => {
    const list: ListState = { scene, queryId, pageNum };
    const observe = (element: Element, jobId: number) => {
      if (typeof IntersectionObserver === 'undefined') return;
      observer.current ??= new IntersectionObserver(
        (entries) => {
          // One expose request per list state for the cards that came into view together.
          const batches = new Map<string, ListState & { jobIds: number[] }>();
          for (const entry of entries) {
            const card = shownAs.current.get(entry.target);
            if (!card || !entry.isIntersecting || entry.intersectionRatio < EXPOSE_RATIO) continue;
            const key = `${card.scene}|${card.queryId ?? ''}|${card.pageNum}`;
            const batch = batches.get(key) ?? { scene: card.scene, queryId: card.queryId, pageNum: card.pageNum, jobIds: [] };
            batch.jobIds.push(card.jobId);
            batches.set(key, batch);
          }
          for (const batch of batches.values()) withTracker((tracker) => tracker.expose(batch));
        },
        { threshold: EXPOSE_RATIO },
      );
      shownAs.current.set(element, { ...list, jobId });
      observer.current.observe(element);
    };
    const refs = new Map<string, RefCallback<HTMLElement>>();
    return {
      itemRef(jobId, index) {
        const key = `${jobId}:${index}`;
        const cached = refs.get(key);
        if (cached) return cached;
        const ref: RefCallback<HTMLElement> = (element) => {
          if (!element) return;
          // Capture: the card's link navigates on click; the event is recorded before the page changes.
          const onClick = () => withTracker((tracker) => tracker.click({ ...list, jobId, index: index + 1 }));
          element.addEventListener('click', onClick, { capture: true });
          observe(element, jobId);
          return () => {
            element.removeEventListener('click', onClick, { capture: true });
            observer.current?.unobserve(element);
          };
        };
        refs.set(key, ref);
        return ref;
      },
    };
    // A new query or page is a new list: fresh refs, so its cards are observed (and exposed) again.
  }, [scene, queryId, pageNum]);
}
