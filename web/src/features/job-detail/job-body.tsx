/** Description, requirements, skills, benefits, categories, remote details and the work location. */
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobDetail, RemoteDetails } from '@sdk/generated/job/hooks';
import { FactList, type Fact } from '../../components/fact-list';
import { SafeHtml } from '../../components/safe-html';

/** The sections' heading level: h2 on the job page, h3 under the preview's h2 title beside search results. */
const SectionHeading = createContext<'h2' | 'h3'>('h2');

function HtmlSection({ id, title, html }: { id: string; title: string; html: string }) {
  const Heading = useContext(SectionHeading);
  if (!html.trim()) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <Heading id={id} className="section__title">
        {title}
      </Heading>
      <SafeHtml id={`${id}-html`} className="html-content job-detail__html" html={html} />
    </section>
  );
}

function ChipSection({ id, title, items }: { id: string; title: string; items: string[] }) {
  const Heading = useContext(SectionHeading);
  if (items.length === 0) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <Heading id={id} className="section__title">
        {title}
      </Heading>
      <ul className="job-detail__chips">
        {items.map((item, index) => (
          <li key={`${index}-${item}`} className="job-detail__chip" dir="auto">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RemoteSection({ details }: { details: RemoteDetails }) {
  const Heading = useContext(SectionHeading);
  const { t } = useTranslation('job-detail');
  const list = (values: string[]) => (values.length > 0 ? values.join(t('list.separator')) : t('remote.none'));
  const rows: Fact[] = [
    { key: 'open', label: t('remote.openCountries'), value: list(details.open_countries) },
    { key: 'closed', label: t('remote.closedCountries'), value: list(details.closed_countries) },
    { key: 'timezones', label: t('remote.timezones'), value: list(details.timezones) },
    { key: 'languages', label: t('remote.languages'), value: list(details.language_requirements) },
  ];
  return (
    <section className="section" aria-labelledby="job-remote-title">
      <Heading id="job-remote-title" className="section__title">
        {t('remote.title')}
      </Heading>
      <FactList rows={rows} className="job-detail__remote" rowClassName="job-detail__remote-row" />
    </section>
  );
}

function LocationSection({ job }: { job: JobDetail }) {
  const Heading = useContext(SectionHeading);
  const { t } = useTranslation('job-detail');
  const hasPoint = Number.isFinite(job.latitude) && Number.isFinite(job.longitude);
  const mapUrl = `https://www.openstreetmap.org/?mlat=${job.latitude}&mlon=${job.longitude}#map=16/${job.latitude}/${job.longitude}`;
  return (
    <section className="section" aria-labelledby="job-location-title">
      <Heading id="job-location-title" className="section__title">
        {t('sections.location')}
      </Heading>
      <address className="job-detail__address" dir="auto">{job.address || job.location_value}</address>
      {hasPoint ? (
        <a className="job-detail__map-link" href={mapUrl} target="_blank" rel="noopener noreferrer">
          {t('map.view')}
          <span className="visually-hidden"> {t('map.newTab')}</span>
        </a>
      ) : null}
    </section>
  );
}

export function JobBody({ job, headingLevel = 2 }: { job: JobDetail; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('job-detail');
  return (
    <SectionHeading.Provider value={headingLevel === 2 ? 'h2' : 'h3'}>
      <HtmlSection id="job-description-title" title={t('sections.description')} html={job.description_html} />
      <HtmlSection id="job-requirements-title" title={t('sections.requirements')} html={job.requirements_html} />
      <ChipSection id="job-skills-title" title={t('sections.skills')} items={job.skills} />
      <ChipSection id="job-benefits-title" title={t('sections.benefits')} items={job.benefits.map((b) => b.value)} />
      <ChipSection id="job-categories-title" title={t('sections.categories')} items={job.job_categories.map((c) => c.value)} />
      {job.remote_details ? <RemoteSection details={job.remote_details} /> : null}
      <LocationSection job={job} />
    </SectionHeading.Provider>
  );
}
