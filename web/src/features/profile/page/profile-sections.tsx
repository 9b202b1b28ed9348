/** The section cards in menu order, from the one profile reply; while it loads, each card shows a skeleton. */
import { useTranslation } from 'react-i18next';
import type { OnlineProfile } from '@sdk/generated/jobseeker/hooks';
import { BasicInfoSection } from '../basic-info/basic-info-section';
import { SectionCard } from './section-card';
import { PROFILE_SECTIONS } from './sections';

export function ProfileSections({ profile }: { profile: OnlineProfile }) {
  return (
    <>
      <BasicInfoSection info={profile.basic_info} />
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
