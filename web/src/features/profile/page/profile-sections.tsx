/** The section cards in menu order, from the one profile reply; while it loads, each card shows a skeleton. */
import { useTranslation } from 'react-i18next';
import type { OnlineProfile } from '@sdk/generated/jobseeker/hooks';
import { BasicInfoSection } from '../basic-info/basic-info-section';
import { EducationSection } from '../education/education-section';
import { JobPreferencesSection } from '../job-preferences/job-preferences-section';
import { LanguagesSection } from '../languages/languages-section';
import { LicensesSection } from '../licenses/licenses-section';
import { LinksSection } from '../links/links-section';
import { SkillsSection } from '../skills/skills-section';
import { SummarySection } from '../summary/summary-section';
import { VideoResumeSection } from '../video-resume/video-resume-section';
import { WorkExperienceSection } from '../work-experience/work-experience-section';
import { SectionCard } from './section-card';
import { PROFILE_SECTIONS } from './sections';

export function ProfileSections({ profile }: { profile: OnlineProfile }) {
  return (
    <>
      <BasicInfoSection info={profile.basic_info} />
      <JobPreferencesSection entries={profile.job_preferences} />
      <SummarySection summary={profile.basic_info.summary} preferences={profile.job_preferences} />
      <WorkExperienceSection entries={profile.work_experiences} />
      <EducationSection entries={profile.educations} />
      <SkillsSection skills={profile.skills} latestFunctionId={profile.work_experiences[0]?.job_function_id ?? null} />
      <LanguagesSection entries={profile.languages} />
      <LinksSection entries={profile.links} />
      <LicensesSection entries={profile.license_certifications} />
      <VideoResumeSection />
    </>
  );
}

export function SectionSkeletons() {
  const { t } = useTranslation('profile');
  return (
    <>
      {PROFILE_SECTIONS.map((section) => (
        <SectionCard key={section} section={section} title={t(`${section}.title`)} busy>
          <div className="skeleton profile-card__skeleton" aria-hidden="true" />
        </SectionCard>
      ))}
    </>
  );
}
