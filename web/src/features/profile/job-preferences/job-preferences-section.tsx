/**
 * Job preferences: at most 3 remote and 3 on-site or hybrid (41262, 41263), and the last one stays
 * (41341), so its Delete is disabled with the reason beside it. The counts are shown up front.
 */
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@sdk/api-error';
import type { JobPreference } from '@sdk/generated/jobseeker/hooks';
import { useConfigLists } from '../form/config-options';
import { WithConfigLists } from '../form/with-config-lists';
import { EntryListSection } from '../page/entry-list-section';
import { usePreferenceChanges } from '../profile-queries';
import { PreferenceForm } from './preference-form';
import { MAX_PER_GROUP } from './preference-limits';
import { PreferenceView } from './preference-view';

export function JobPreferencesSection({ entries }: { entries: readonly JobPreference[] }) {
  const { t } = useTranslation(['profile', 'errors']);
  const lists = useConfigLists();
  const { remove } = usePreferenceChanges();
  const remote = entries.filter((entry) => entry.work_arrangement === 'remote').length;
  const onsite = entries.length - remote;
  const full = remote >= MAX_PER_GROUP && onsite >= MAX_PER_GROUP;
  return (
    <EntryListSection
      section="jobPreferences"
      title={t('jobPreferences.title')}
      intro={
        <p className="profile-card__note">
          {t('jobPreferences.remoteCount', { count: remote, max: MAX_PER_GROUP })} · {t('jobPreferences.onsiteCount', { count: onsite, max: MAX_PER_GROUP })}
        </p>
      }
      addBlockedReason={full ? t('jobPreferences.full') : null}
      entries={entries}
      entryName={(entry) => entry.job_title}
      renderView={(entry) => <PreferenceView entry={entry} lists={lists.data} />}
      renderForm={(props) => <WithConfigLists>{(loaded) => <PreferenceForm {...props} lists={loaded} />}</WithConfigLists>}
      deleteBlockedReason={() => (entries.length <= 1 ? t(`errors:code.${ErrorCode.LastJobPreference}`) : null)}
      remove={remove}
    />
  );
}
