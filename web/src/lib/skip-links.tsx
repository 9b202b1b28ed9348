/**
 * Skip links: the frame always offers "skip to main content"; a page may add one more link of its
 * own (the search page's "skip to results"), shown right after it, before the header's many stops.
 * The page names it in its route `handle`, so the server renders it too: it works before hydration.
 * A skip link moves focus itself (the target has tabIndex -1), so the URL keeps no #fragment; before
 * hydration it is a plain #fragment link.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

export interface PageSkipLink {
  /** The id of the element to land on (it needs tabIndex -1). */
  targetId: string;
  label: string;
}

/** What a route module exports as `handle` to offer its own skip link; the label is a catalog key. */
export interface SkipLinkHandle {
  skipLink: { targetId: string; labelKey: string };
}

function skipLinkOf(handle: unknown): SkipLinkHandle['skipLink'] | undefined {
  return typeof handle === 'object' && handle !== null && 'skipLink' in handle ? (handle as SkipLinkHandle).skipLink : undefined;
}

/** The deepest matched route's own skip link, if it offers one. */
export function usePageSkipLinkValue(): PageSkipLink | null {
  const { t } = useTranslation();
  const declared = useMatches()
    .map((match) => skipLinkOf(match.handle))
    .findLast((link) => link !== undefined);
  return declared ? { targetId: declared.targetId, label: t(declared.labelKey) } : null;
}

export function focusTarget(event: MouseEvent<HTMLAnchorElement>, targetId: string): void {
  const target = document.getElementById(targetId);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView?.({ block: 'start' });
}

export function SkipLink({ targetId, label }: PageSkipLink) {
  return (
    <a className="skip-link" href={`#${targetId}`} onClick={(event) => focusTarget(event, targetId)}>
      {label}
    </a>
  );
}
