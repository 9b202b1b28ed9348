/**
 * One line of "How you fit": whether it fits, in words as well as a mark, with its evidence, and what the
 * seeker can do about it (add a skill, open the preference, add experience, verify an identity).
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { formatSalary } from '../../lib/format-salary';
import type { FitLine } from '../../lib/job-fit/fit-rules';
import type { SalaryRange } from '../../lib/job-fit/salary-fit';
import type { FitConfigLists } from '../../lib/job-fit/use-job-fit';
import { localHref } from '../../lib/local-href';
import { profileEditHref } from '../../lib/profile-edit-link';
import { languageAtom } from '../../lib/session-atoms';
import { useIntlLocale } from '../../lib/use-intl-locale';
import { AddMissingSkills } from './add-missing-skills';

type Translate = TFunction<['job-fit', 'common', 'shell']>;

function locationName(lists: FitConfigLists, id: number): string {
  for (const region of lists.location_lists) {
    const found = region.locations.find((location) => location.id === id);
    if (found) return found.value;
  }
  return '';
}

function rangeText(range: SalaryRange, locale: string, t: Translate): string {
  const formatted = formatSalary({ salary_from: range.from, salary_to: range.to, currency: range.currency, salary_type: range.type }, locale);
  return t('salary.range', { amount: formatted.amount ?? '', period: t(`common:${formatted.typeKey}`) });
}

/** The line's evidence, in a sentence. */
function lineText(line: FitLine, lists: FitConfigLists, locale: string, t: Translate): string {
  const verdict = line.fits ? 'fits' : 'doesNotFit';
  const list = (items: readonly string[]) => items.join(t('list.separator'));
  switch (line.kind) {
    case 'skills':
      return line.fits ? t('skills.all', { count: line.matched.length, skills: list(line.matched) }) : t('skills.some', { count: line.matched.length + line.missing.length, matched: line.matched.length });
    case 'salary':
      return t(`salary.${verdict}`, { offered: rangeText(line.job, locale, t), expected: rangeText(line.expected, locale, t) });
    case 'location':
      return t(`location.${verdict}`, { location: line.job, expected: locationName(lists, line.expectedLocationId) });
    case 'workArrangement':
      return t(`workArrangement.${verdict}`, { arrangement: t(`common:workArrangement.${line.job}`), expected: t(`common:workArrangement.${line.expected}`) });
    case 'jobType':
      return t(`jobType.${verdict}`, { jobType: line.job, expected: lists.job_types.find((type) => type.id === line.expectedJobTypeId)?.value ?? '' });
    case 'remoteCountry':
      return t(`remoteCountry.${verdict}`, { country: t(`shell:countries.${line.country}`) });
    case 'languages': {
      const spoken = line.matched.map((language) => t('languages.spoken', { language: language.name, proficiency: t(`languages.proficiency.${language.proficiency}`) }));
      return line.fits ? t('languages.fits', { languages: list(spoken) }) : t('languages.doesNotFit', { missing: list(line.missing) });
    }
    case 'experience':
      if (line.minYears === 0) return t('experience.open', { level: line.level });
      return line.years === null ? t('experience.unknown', { level: line.level }) : t('experience.years', { level: line.level, count: line.years });
    case 'eligibility':
      return t(`eligibility.${verdict}`);
  }
}

/** What the seeker can do about a line that does not fit. */
function LineAction({ line }: { line: FitLine }) {
  const { t } = useTranslation('job-fit');
  const language = useAtomValue(languageAtom);
  if (line.kind === 'skills') return <AddMissingSkills missing={line.missing} />;
  if (line.fits) return null;
  switch (line.kind) {
    case 'salary':
    case 'location':
    case 'workArrangement':
    case 'jobType':
      return (
        <Link className="job-fit__action" to={profileEditHref(language, 'jobPreferences', line.preference.id)}>
          <span dir="auto">{t('panel.editPreference', { preference: line.preference.title })}</span>
        </Link>
      );
    case 'experience':
      return line.years === null ? (
        <Link className="job-fit__action" to={profileEditHref(language, 'workExperience', 'new')}>
          {t('experience.addExperience')}
        </Link>
      ) : null;
    case 'eligibility':
      return (
        <Link className="job-fit__action" to={localHref(language, '/:lang?/singpass-verification')}>
          {t('eligibility.verify')}
        </Link>
      );
    default:
      return null;
  }
}

/** The skills a job names, split into those the seeker has and those they lack. */
function SkillLists({ matched, missing }: { matched: readonly string[]; missing: readonly string[] }) {
  const { t } = useTranslation('job-fit');
  const list = (items: readonly string[]) => items.join(t('list.separator'));
  return (
    <>
      {matched.length > 0 ? <p className="job-fit__detail" dir="auto">{t('skills.have', { skills: list(matched) })}</p> : null}
      {missing.length > 0 ? <p className="job-fit__detail" dir="auto">{t('skills.missing', { skills: list(missing) })}</p> : null}
    </>
  );
}

export function FitLineView({ line, lists }: { line: FitLine; lists: FitConfigLists }) {
  const { t } = useTranslation(['job-fit', 'common', 'shell']);
  const locale = useIntlLocale();
  return (
    <li className={line.fits ? 'job-fit__line job-fit__line--fits' : 'job-fit__line job-fit__line--misses'} data-fit-line={line.kind} data-fits={line.fits}>
      <span className="job-fit__mark" aria-hidden="true">
        {line.fits ? '✓' : '✗'}
      </span>
      <div className="job-fit__body">
        <p className="job-fit__text">
          <span className="visually-hidden">{line.fits ? t('panel.fits') : t('panel.doesNotFit')}: </span>
          <span dir="auto">{lineText(line, lists, locale, t)}</span>
        </p>
        {line.kind === 'skills' && !line.fits ? <SkillLists matched={line.matched} missing={line.missing} /> : null}
        {line.kind === 'salary' && line.converted ? <p className="job-fit__detail">{t('salary.converted')}</p> : null}
        <LineAction line={line} />
      </div>
    </li>
  );
}
