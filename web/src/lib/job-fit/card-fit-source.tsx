/**
 * Fills the cards' "how you fit" (cardFitAtom, components/job-card.tsx) for a signed-in seeker: a chunk of its own, loaded once
 * the page is hydrated, so a guest's pages and every first paint carry none of it. Each card shows a mark
 * and a word per check (skills as "3/6"); the job page has the lines in full (features/job-fit). Computed in
 * the browser, for the seeker only.
 */
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cardFitAtom } from '../../components/job-card';
import { useSetAtom } from '../app-jotai';
import { fitFactsOf, type ListedJob } from '../job-card-data';
import { jobFitOf, type FitLine, type FitLookups, type FitSeeker, type JobFit } from './fit-rules';
import { useSeekerFit } from './use-job-fit';

type Translate = TFunction<'job-fit'>;

function shortName(line: FitLine, t: Translate): string {
  if (line.kind === 'skills') return t('card.skills', { matched: line.matched.length, count: line.matched.length + line.missing.length });
  return t(`card.${line.kind}`);
}

function CardFitLine({ fit, t }: { fit: JobFit; t: Translate }) {
  if (fit.lines.length === 0) return null;
  return (
    <ul className="job-card__fit" aria-label={t('card.label')}>
      {fit.lines.map((line) => {
        const name = shortName(line, t);
        return (
          <li key={line.kind} className={line.fits ? 'job-card__fit-item--fits' : 'job-card__fit-item--misses'} data-fit-line={line.kind} data-fits={line.fits}>
            <span aria-hidden="true">
              {line.fits ? '✓' : '✗'} {name}
            </span>
            <span className="visually-hidden">{t(line.fits ? 'card.fits' : 'card.doesNotFit', { what: name })}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A card's job with what the fit reads: a list's card keeps them aside (`fit_facts`), a My jobs card has the
 * whole job. A job without them (a guest's list) has no fit.
 */
function fitOfCard(job: ListedJob, seeker: FitSeeker, lookups: FitLookups): JobFit | undefined {
  const facts = job.fit_facts ?? fitFactsOf(job);
  if (!facts) return undefined;
  return jobFitOf({ ...job, ...facts }, seeker, lookups);
}

export default function CardFitSource() {
  const seekerFit = useSeekerFit();
  // Not suspending: nothing shows until the strings are in, and the page around it never waits.
  const { t, ready } = useTranslation('job-fit', { useSuspense: false });
  const setCardFit = useSetAtom(cardFitAtom);
  useEffect(() => {
    if (seekerFit.status !== 'ready' || !ready) return undefined;
    const { seeker, lookups } = seekerFit;
    setCardFit({
      render: (job) => {
        const fit = fitOfCard(job, seeker, lookups);
        return fit ? <CardFitLine fit={fit} t={t} /> : null;
      },
    });
    return () => setCardFit(null);
  }, [seekerFit, ready, t, setCardFit]);
  return null;
}
