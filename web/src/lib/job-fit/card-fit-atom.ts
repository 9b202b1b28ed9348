/**
 * A signed-in seeker's "how you fit", in short, on every job card (issue 26). The cards read it from here;
 * card-fit-source.tsx, a chunk only a signed-in seeker's page loads once hydrated, fills it. A guest's cards,
 * and every card before then, show none: the server's HTML and hydration stay the same.
 */
import type { ReactNode } from 'react';
import { atom } from '../app-jotai';
import type { JobCardData } from '../job-card-data';

/** Wrapped: an atom set to a bare function would take it for an update function. */
export interface CardFit {
  render: (job: JobCardData) => ReactNode;
}

export const cardFitAtom = atom<CardFit | null>(null);
