/**
 * Skip links: the frame always offers "skip to main content"; a page may add one more link of its
 * own (the search page's "skip to results"), shown right after it, before the header's many stops.
 * A skip link moves focus itself (the target has tabIndex -1), so the URL keeps no #fragment.
 */
import { createContext, useContext, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';

export interface PageSkipLink {
  /** The id of the element to land on (it needs tabIndex -1). */
  targetId: string;
  label: string;
}

type Setter = (link: PageSkipLink | null) => void;

const SetterContext = createContext<Setter>(() => undefined);
const LinkContext = createContext<PageSkipLink | null>(null);

export function PageSkipLinkProvider({ children }: { children: ReactNode }) {
  const [link, setLink] = useState<PageSkipLink | null>(null);
  return (
    <SetterContext.Provider value={setLink}>
      <LinkContext.Provider value={link}>{children}</LinkContext.Provider>
    </SetterContext.Provider>
  );
}

/** Offers a skip link to `targetId` while the calling page shows. */
export function usePageSkipLink(targetId: string, label: string): void {
  const setLink = useContext(SetterContext);
  const link = useMemo(() => ({ targetId, label }), [targetId, label]);
  useEffect(() => {
    setLink(link);
    return () => setLink(null);
  }, [setLink, link]);
}

export function usePageSkipLinkValue(): PageSkipLink | null {
  return useContext(LinkContext);
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
