/** The basic info in view mode: every field of spec section 3 this round shows, "Not added" for empty ones. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileBasicInfo } from '@sdk/generated/jobseeker/hooks';
import { FactList, type Fact } from '../../../components/fact-list';
import { formatPhoneNumber } from '../../../lib/format-phone';
import { labelOf, locationLabel, type ProfileConfigLists } from '../form/config-options';
import { useDateFormat } from '../form/dates';

export function BasicInfoView({ info, lists }: { info: ProfileBasicInfo; lists: ProfileConfigLists | undefined }) {
  const { t } = useTranslation('profile');
  const format = useDateFormat();
  const phone = info.phone_num ? <bdi dir="ltr">{formatPhoneNumber(info.phone_country_code ?? '', info.phone_num)}</bdi> : undefined;
  const address = [info.floor_unit, info.home_address].filter(Boolean).join(', ');
  const workSince = info.work_since
    ? [format.month(info.work_since), info.years_of_experience !== null ? t('basicInfo.yearsOfExperience', { count: info.years_of_experience }) : null].filter(Boolean).join(' · ')
    : undefined;
  const rows: [string, ReactNode][] = [
    ['fullName', info.full_name],
    ['email', info.email ?? undefined],
    ['phone', phone],
    ['birthday', info.birthday ? format.date(info.birthday) : undefined],
    ['nationality', labelOf(lists?.country_lists, info.nationality_id)],
    ['currentLocation', locationLabel(lists, info.current_location_id)],
    ['homeAddress', address || undefined],
    ['workSince', workSince],
    ['jobSeekerType', t(`basicInfo.seekerType.${info.job_seeker_type}`)],
    ['jobSeekingStatus', t(`basicInfo.seekingStatus.${info.job_seeking_status}`)],
    ['availability', labelOf(lists?.notice_period_lists, info.notice_period_id)],
    ['workEligibility', labelOf(lists?.user_identity_lists, info.user_identity_id)],
  ];
  const facts: Fact[] = rows.map(([key, value]) => ({
    key,
    label: t(`basicInfo.${key}`),
    value: value ?? <span className="profile-muted">{t('view.notAdded')}</span>,
  }));
  return <FactList rows={facts} className="profile-facts" rowClassName="profile-facts__row" />;
}
