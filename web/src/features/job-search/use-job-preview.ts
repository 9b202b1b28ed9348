/**
 * Wide screens read a job beside the results, as on the best job boards: choosing a card (click, or
 * Enter on its title) previews it at `?job=<id>` (a new history entry: Back goes through the previews),
 * the arrow keys move between the cards' titles, and a choice made with the keyboard moves focus to
 * the job's title; Escape there goes back to its card. Without the preview (phones, before the script
 * runs, a new tab) a card's title is a plain link to the job page.
 */
import { useCallback, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { usePageLocation } from '../../lib/page-location';
import { useAtomValue } from '../../lib/app-jotai';
import { deviceTypeAtom } from '../../lib/session-atoms';
import { useMediaQuery } from '../../lib/use-media-query';
import { previewIdFromSearch, searchWithPreview } from './job-preview-param';

/** Where the list and the preview sit side by side (job-search.css). */
export const PREVIEW_MEDIA = '(min-width: 1024px)';
const CARD_LINK = '.job-card__title a';
const CARD_ITEM = '[data-job-id]';

export interface JobPreviewState {
  /** Whether the page shows a preview at all: the server guesses from the user agent, the browser knows. */
  shown: boolean;
  /** The previewed job: the chosen one, else the first result. */
  jobId: number | undefined;
  chosen: boolean;
  focusTitle: boolean;
  onTitleFocused: () => void;
  /** For the results list: a choice previews instead of leaving the page; arrows move between cards. */
  listEvents: { onClickCapture: (event: MouseEvent<HTMLElement>) => void; onKeyDown: (event: KeyboardEvent<HTMLElement>) => void };
  /** Escape in the preview: focus back on the previewed job's card, when the list has it. */
  backToCard: () => boolean;
}

function cardLinkOf(jobId: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`${CARD_ITEM}[data-job-id="${jobId}"] ${CARD_LINK}`);
}

export function useJobPreview(firstJobId: number | undefined): JobPreviewState {
  const { search } = usePageLocation();
  const navigate = useNavigate();
  const shown = useMediaQuery(PREVIEW_MEDIA, useAtomValue(deviceTypeAtom) !== 'mobile_web');
  const chosenId = previewIdFromSearch(search);
  const jobId = chosenId ?? firstJobId;
  const [focusFor, setFocusFor] = useState<number | null>(null);
  const onTitleFocused = useCallback(() => setFocusFor(null), []);

  function onClickCapture(event: MouseEvent<HTMLElement>) {
    // Other buttons and modified clicks keep the link's own meaning (a new tab, a new window).
    if (!shown || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest(CARD_LINK) : null;
    const id = Number(link?.closest<HTMLElement>(CARD_ITEM)?.dataset.jobId);
    if (!link || !Number.isInteger(id) || id <= 0) return;
    event.preventDefault();
    // A click the keyboard made (Enter on the link) has no mouse position: detail is 0.
    if (event.detail === 0) setFocusFor(id);
    if (id !== jobId) void navigate({ search: searchWithPreview(search, id) }, { preventScrollReset: true });
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!shown || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>(CARD_LINK)];
    const at = links.indexOf(event.target as HTMLElement);
    if (at === -1) return;
    event.preventDefault();
    links[Math.min(links.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
  }

  const backToCard = () => {
    const link = jobId === undefined ? null : cardLinkOf(jobId);
    link?.focus();
    return link !== null;
  };

  return { shown, jobId, chosen: chosenId !== undefined, focusTitle: focusFor !== null && focusFor === jobId, onTitleFocused, listEvents: { onClickCapture, onKeyDown }, backToCard };
}
