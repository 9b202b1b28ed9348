import { memo, startTransition, useEffect, useId, useMemo, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate, type NavigateFunction } from 'react-router';
import { atom, useAtomValue } from '../lib/app-jotai';
import { currencyOfCountry } from '../lib/currency-rates-queries';
import { formatSalary, salaryTypeKey, warmSalaryFormatting } from '../lib/format-salary';
import { whenIdle } from '../lib/when-idle';
import { followLinkInApp, SERVER_CONTENT, useHydratingServerElement, useMountValue } from '../lib/kept-server-html';
import type { JobCardData } from '../lib/job-card-data';
import type { LanguageCode } from '../lib/languages';
import { ApproximateSalary } from './approximate-salary';
import { localHref } from '../lib/local-href';
import type { JobListTracking } from '../lib/tracking/use-job-list-tracking';
import { countryAtom, languageAtom } from '../lib/session-atoms';
import { needsApproximateSalary } from '../lib/use-approximate-salary';

/** A signed-in seeker's "how you fit" for a card; wrapped, as an atom set to a bare function takes it for an update. */
export interface CardFit {
  render: (job: JobCardData) => ReactNode;
}

/**
 * The cards' "how you fit" (issue 26, decision 0031), filled by lib/job-fit/card-fit-source.tsx, a chunk only
 * a signed-in seeker's page loads once hydrated. Here, beside the cards, so no page loads a chunk for it alone.
 * A guest's cards, and every card before then, show none: the server's HTML and hydration stay the same.
 */
export const cardFitAtom = atom<CardFit | null>(null);

/** What every card of a list shows alike: read once by the list (or by a card shown alone), handed to each card. */
interface CardSettings {
  t: TFunction<'common'>;
  /** i18next's language, which salaries are formatted in. */
  locale: string;
  /** The page language, for the job links. */
  language: LanguageCode;
  /** The country site's currency: a salary in another one also reads approximately in it. */
  seekerCurrency: string;
  /** For the links of a card that kept the server's HTML (lib/kept-server-html.ts). */
  navigate: NavigateFunction;
  /** A signed-in seeker's "how you fit", once its chunk is in (cardFitAtom); null for a guest. */
  fit: CardFit | null;
}

/** The same object while nothing in it changed: the cards (memo) skip a list render that changes only the list. */
function useCardSettings(): CardSettings {
  const { t, i18n } = useTranslation('common');
  const locale = i18n.language;
  const language = useAtomValue(languageAtom);
  const seekerCurrency = currencyOfCountry(useAtomValue(countryAtom));
  const navigate = useNavigate();
  const fit = useAtomValue(cardFitAtom);
  return useMemo(() => ({ t, locale, language, seekerCurrency, navigate, fit }), [t, locale, language, seekerCurrency, navigate, fit]);
}

type HeadingLevel = 2 | 3;

interface CardProps {
  job: JobCardData;
  headingLevel: HeadingLevel;
  settings: CardSettings;
  /** Whether the salary also reads in the seeker's currency, decided by the list (needsApproximateSalary). */
  approximate: boolean;
  /** The job shown beside the list (the search page's preview). */
  current?: boolean;
  /** The heading's id, from a list inside an island (decision 0027: an island's ids cannot come from useId). */
  headingId?: string;
}

/**
 * One job in a list (home, search results, similar jobs, company jobs, area landing pages, my jobs). It
 * subscribes to nothing itself: a page of cards would otherwise hold a translation and atom subscription
 * per card, and a rates query observer per card where only a foreign salary needs one. The same job can
 * sit in several lists on one page, so the heading id comes from useId (or the list's `idPrefix` inside an
 * island, where React's ids differ from the server's: decision 0027). Server text (title, company,
 * recruiter) sets its own direction; the Urgent badge sits beside the heading, not in its name.
 * Memoized: a list render that changes only the list (results still loading, the preview moving) skips
 * every card whose job and settings stayed the same.
 */
const JobCardView = memo(function JobCardView(props: CardProps) {
  const { job, headingLevel, settings, approximate, current = false, headingId } = props;
  const generatedId = useId();
  const titleId = headingId ?? generatedId;
  const className = current ? 'job-card job-card--current' : 'job-card';
  // While hydrating, the card keeps the server's HTML (it shows data only); it renders once what it shows
  // changes. A foreign salary's approximation may wait on the rates, which only a rendered card asks for.
  const hydrating = useHydratingServerElement(titleId);
  const mountProps = useMountValue(props);
  if (hydrating && !approximate && sameCard(mountProps, props)) {
    return (
      <article
        className={className}
        aria-labelledby={titleId}
        onClick={(event) => followLinkInApp(event, settings.navigate)}
        dangerouslySetInnerHTML={SERVER_CONTENT}
        suppressHydrationWarning
      />
    );
  }
  const { locale, language } = settings;
  const salary = formatSalary(job.salary, locale);
  const words = cardWords(job, settings.t);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A plain link, followed in the app by the card (as a kept card's is): a router <Link> per card re-rendered
  // with every change of the address, and cost a filter click more than the card's own content.
  return (
    <article className={className} aria-labelledby={titleId} onClick={(event) => followLinkInApp(event, settings.navigate)}>
      <div className="job-card__head">
        <Heading id={titleId} className="job-card__title" dir="auto">
          <a href={localHref(language, '/:lang?/job/:slug', { slug: job.slug })} aria-current={current ? 'true' : undefined}>
            {job.title}
          </a>
        </Heading>
        {words.urgent ? <span className="badge badge--urgent">{words.urgent}</span> : null}
      </div>
      <p className="job-card__salary">
        {salary.amount ?? words.salaryType}
        {salary.amount ? <span className="job-card__salary-type"> · {words.salaryType}</span> : null}
        {approximate ? <ApproximateSalary salary={job.salary} className="salary-approx" /> : null}
      </p>
      <ul className="job-card__tags" aria-label={words.tags}>
        <li dir="auto">{job.location_value}</li>
        <li>{words.workArrangement}</li>
        <li>{job.job_type_value}</li>
        <li>{job.xp_lvl_value}</li>
      </ul>
      {settings.fit?.render(job)}
      <p className="job-card__company">
        <img className="job-card__logo" src={job.company_logo} alt="" width={32} height={32} loading="lazy" />
        <span dir="auto">{job.company_name}</span>
        {words.verified ? <span className="badge badge--verified">{words.verified}</span> : null}
      </p>
      <p className="job-card__recruiter">
        <span dir="auto">{job.recruiter.full_name}</span> · {words.recruiterActivity}
      </p>
    </article>
  );
});

/**
 * A card's words, all through the list's `t`, whose strings are remembered (lib/i18n-cache.ts): a list the
 * page hydrates keeps its server HTML and reads none, so it reads them once when the browser is idle
 * (warmCardWords), and a filter click's new cards find them ready.
 */
function cardWords(job: JobCardData, t: TFunction<'common'>) {
  return {
    urgent: job.is_urgent ? t('job.urgent') : undefined,
    salaryType: t(salaryTypeKey(job.salary.salary_type)),
    tags: t('job.tags'),
    workArrangement: t(`workArrangement.${job.work_arrangement}`),
    verified: job.is_company_verified ? t('company.verified') : undefined,
    recruiterActivity: t(`recruiterActivity.${job.recruiter.activity_label}`, { minutes: job.recruiter.replied_minutes_ago ?? 0 }),
  };
}

function warmCardWords(jobs: readonly JobCardData[], t: TFunction<'common'>): void {
  whenIdle(() => {
    for (const job of jobs) cardWords(job, t);
  });
}

function sameCard(a: CardProps, b: CardProps): boolean {
  return (
    a.job === b.job &&
    a.headingLevel === b.headingLevel &&
    a.settings === b.settings &&
    a.approximate === b.approximate &&
    a.current === b.current &&
    a.headingId === b.headingId
  );
}

/** One job card on its own (my jobs, where each card sits with what its tab adds). */
export function JobCard({ job, headingLevel = 3 }: { job: JobCardData; headingLevel?: HeadingLevel }) {
  const settings = useCardSettings();
  return <JobCardView job={job} headingLevel={headingLevel} settings={settings} approximate={needsApproximateSalary(job.salary, settings.seekerCurrency)} />;
}

/**
 * Measured on the search page: no list starts higher than 380 px on any screen, and no card is shorter
 * than 190 px. With margin, the cards a window can show from a list's top are these.
 */
const LIST_TOP_MIN_PX = 300;
const CARD_MIN_HEIGHT_PX = 150;
const FIRST_SCREEN_CARDS_MIN = 3;
const FIRST_SCREEN_CARDS_MAX = 8;

/** Cards enough for the first screen of this window (4 on a phone and at 1280 × 900, 7 on a 1280 px tall one). */
export function firstScreenCards(windowHeight: number): number {
  const fit = Math.ceil((windowHeight - LIST_TOP_MIN_PX) / CARD_MIN_HEIGHT_PX);
  return Math.min(FIRST_SCREEN_CARDS_MAX, Math.max(FIRST_SCREEN_CARDS_MIN, fit));
}

/**
 * The jobs to render now. A list that changes on the page (a filter, a tab) first renders the cards of the
 * first screen, which the seeker sees at once (the page scrolls back up), and the rest in a transition
 * right after: a phone paints the new results without first building 30 cards it cannot show yet. The
 * first render (the server's, and hydration's) is whole.
 */
function useCardsToRender(jobs: readonly JobCardData[]): readonly JobCardData[] {
  const [wholeFor, setWholeFor] = useState(jobs);
  // A list changes only in the browser: the server's render and hydration are whole.
  // eslint-disable-next-line jobchat/no-render-time-browser-globals -- read only for a change, which the server never renders.
  const firstScreen = wholeFor === jobs ? jobs.length : firstScreenCards(window.innerHeight);
  const whole = firstScreen >= jobs.length;
  useEffect(() => {
    if (!whole) startTransition(() => setWholeFor(jobs));
  }, [whole, jobs]);
  return whole ? jobs : jobs.slice(0, firstScreen);
}

/**
 * Jobs as a list of cards: the list's class (`job-list` by default) and attributes (label, aria-busy) as a <ul> takes them;
 * `tracking` (lib/tracking/use-job-list-tracking.ts) reports the cards shown and clicked. The list reads the
 * translations, the page language and the seeker's currency once for all its cards. Each item names its
 * job (`data-job-id`); `currentJobId` marks the one shown beside the list. Inside an island, `idPrefix` names
 * the cards' headings (`<idPrefix>-<job id>`).
 */
export function JobCardList({
  jobs,
  className = 'job-list',
  tracking,
  currentJobId,
  idPrefix,
  ...list
}: { jobs: readonly JobCardData[]; tracking?: JobListTracking; currentJobId?: number; idPrefix?: string } & ComponentPropsWithoutRef<'ul'>) {
  const settings = useCardSettings();
  const shown = useCardsToRender(jobs);
  // A list the page hydrates keeps its cards' server HTML and formats no salary, so the first list that changes
  // (a filter click's) would build the formatters and range shapes: they are built when the browser is idle.
  // A list rendered in the browser formats its own.
  const [keptJobs] = useState(jobs);
  const [keptSalaries] = useState(() => jobs.map((job) => job.salary));
  useEffect(() => {
    if (document.documentElement.dataset.hydrated) return;
    warmSalaryFormatting(keptSalaries, settings.locale);
    warmCardWords(keptJobs, settings.t);
  }, [keptJobs, keptSalaries, settings.locale, settings.t]);
  return (
    <ul className={className} {...list}>
      {shown.map((job, index) => (
        <li key={job.id} ref={tracking?.itemRef(job.id, index)} data-job-id={job.id}>
          <JobCardView
            job={job}
            headingLevel={3}
            settings={settings}
            approximate={needsApproximateSalary(job.salary, settings.seekerCurrency)}
            current={job.id === currentJobId}
            headingId={idPrefix === undefined ? undefined : `${idPrefix}-${job.id}`}
          />
        </li>
      ))}
    </ul>
  );
}
