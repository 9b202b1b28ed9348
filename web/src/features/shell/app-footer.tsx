/**
 * W30: the site footer — job categories, courses (the academy's most popular), resources (company
 * directory, the configured career guide and AI career coach), the app download page, regional sites
 * and copyright.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { configListsQuery, FRAME_CONFIG_LISTS } from '../../lib/config-lists-queries';
import { useQueryScope } from '../../lib/query-scope';
import { useNearViewport } from '../../lib/use-near-viewport';
import { env } from '../../lib/env';
import { localHref } from '../../lib/local-href';
import { jobSearchHref } from '../../lib/job-search-url/encode';
import { countryAtom, languageAtom } from '../../lib/session-atoms';
import { FlagAndName } from './country-flag';
import { COUNTRY_SITES, countrySiteHref } from './country-site';
import { footerCoursesQuery } from './shell-queries';
import './shell.css';

function FooterCategories() {
  const { t } = useTranslation('shell');
  const language = useAtomValue(languageAtom);
  // Pages whose server render carried no config lists ask for them (the whole reply) only when the footer comes near.
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  const config = useQuery({ ...configListsQuery(useQueryScope(), FRAME_CONFIG_LISTS), enabled: near });
  if (!near && config.isPending) return <div ref={nearRef} />;
  if (config.isPending) return <LoadingState label={t('footer.loadingCategories')} />;
  if (config.isError) return <ErrorState compact error={config.error} onRetry={() => void config.refetch()} />;
  const categories = config.data.job_category_lists;
  if (categories.length === 0) return <p className="shell-footer__note">{t('footer.noCategories')}</p>;
  return (
    <ul className="shell-footer__list shell-footer__list--columns">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={jobSearchHref(language, { categories: [category.seo_value] })}>{category.value}</Link>
        </li>
      ))}
    </ul>
  );
}

function FooterCourses() {
  const { t } = useTranslation('shell');
  // Asked for when the footer comes near, not during every page's start.
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  const courses = useQuery({ ...footerCoursesQuery(useQueryScope()), enabled: near });
  // Until then an empty block: no status that would say "loading" for as long as the visitor stays up the page.
  if (!near && courses.isPending) return <div ref={nearRef} />;
  if (courses.isPending) return <LoadingState label={t('footer.loadingCourses')} />;
  if (courses.isError) return <ErrorState compact error={courses.error} onRetry={() => void courses.refetch()} />;
  return (
    <ul className="shell-footer__list">
      {courses.data.courses.map((course) => (
        <li key={course.id}>
          <a href={course.url} rel="noopener" dir="auto">
            {course.title}
          </a>
          <span className="shell-footer__provider" dir="auto">
            {course.provider}
          </span>
        </li>
      ))}
      <li>
        <a className="shell-footer__more" href={env.VITE_COURSES_URL} rel="noopener">
          {t('footer.allCourses')}
        </a>
      </li>
    </ul>
  );
}

export function AppFooter() {
  const { t } = useTranslation('shell');
  const country = useAtomValue(countryAtom);
  const language = useAtomValue(languageAtom);
  const countryName = t(`countries.${country}`);

  return (
    <footer className="shell-footer">
      {/* Headed blocks, not named sections: named, each was a region landmark of every page beside the footer's own,
          and "Job categories" one with the same name as the job page's section. */}
      <div className="shell-footer__inner">
        <section className="shell-footer__block shell-footer__block--wide">
          <h2 className="shell-footer__title">
            {t('footer.jobCategories')}
          </h2>
          <FooterCategories />
        </section>
        <section className="shell-footer__block">
          <h2 className="shell-footer__title">
            {t('footer.courses')}
          </h2>
          <FooterCourses />
        </section>
        <section className="shell-footer__block">
          <h2 className="shell-footer__title">
            {t('footer.resources')}
          </h2>
          <ul className="shell-footer__list">
            <li>
              <Link to={localHref(language, '/:lang?/companies')}>{t('footer.companyDirectory')}</Link>
            </li>
            <li>
              <a href={env.VITE_CAREER_GUIDE_URL} rel="noopener">
                {t('footer.careerGuide')}
              </a>
            </li>
            <li>
              <a href={env.VITE_AI_CAREER_COACH_URL} rel="noopener">
                {t('footer.aiCareerCoach')}
              </a>
            </li>
            <li>
              <Link to={localHref(language, '/:lang?/currency-converter')}>{t('footer.currencyConverter')}</Link>
            </li>
          </ul>
        </section>
        <section className="shell-footer__block">
          <h2 className="shell-footer__title">
            {t('footer.downloadApp')}
          </h2>
          <p className="shell-footer__note">{t('footer.appHint')}</p>
          <Link to={localHref(language, '/:lang?/download-app')}>{t('footer.appLink', { country: countryName })}</Link>
        </section>
        <section className="shell-footer__block shell-footer__block--full">
          <h2 className="shell-footer__title">
            {t('footer.regionalSites')}
          </h2>
          <ul className="shell-footer__list shell-footer__list--sites">
            {COUNTRY_SITES.map((site) => (
              <li key={site.key}>
                <a href={countrySiteHref(site.key, '/')} hrefLang={site.hrefLang} aria-current={site.key === country ? 'true' : undefined}>
                  <FlagAndName country={site.key} name={t(`countries.${site.key}`)} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="shell-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
