/**
 * One card per section of the online resume: its heading (the section menu's target, focused after a
 * save or a delete), an action beside it, and a polite status line that says what just happened.
 */
import { createContext, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { sectionAnchor, type ProfileSectionId } from './sections';

interface SectionCardApi {
  /** Says `message` in the card's status line and moves focus to its heading. */
  done: (message: string) => void;
  /** Says `message` in the card's status line; focus stays where it is. */
  announce: (message: string) => void;
  clearStatus: () => void;
}

const SectionCardContext = createContext<SectionCardApi>({ done: () => undefined, announce: () => undefined, clearStatus: () => undefined });

export function useSectionCard(): SectionCardApi {
  return useContext(SectionCardContext);
}

interface SectionCardProps {
  section: ProfileSectionId;
  title: string;
  /** Beside the heading: Edit or Add. */
  action?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}

export function SectionCard({ section, title, action, busy = false, children }: SectionCardProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState('');
  const api = useMemo<SectionCardApi>(
    () => ({
      done: (message) => {
        setStatus(message);
        headingRef.current?.focus();
      },
      announce: setStatus,
      clearStatus: () => setStatus(''),
    }),
    [],
  );
  return (
    <section id={sectionAnchor(section)} className="section profile-card" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <header className="profile-card__header">
        <h2 id={headingId} ref={headingRef} className="section__title profile-card__title" tabIndex={-1}>
          {title}
        </h2>
        {action}
      </header>
      <SectionCardContext.Provider value={api}>{children}</SectionCardContext.Provider>
      <p className="profile-card__status" role="status">
        {status}
      </p>
    </section>
  );
}
