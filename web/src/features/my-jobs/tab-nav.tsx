/** The tabs of My jobs as links: each has its own address, so it can be opened, shared and gone back to. */
import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../components/link-tabs';
import { useAtomValue } from '../../lib/app-jotai';
import { languageAtom } from '../../lib/session-atoms';
import { MY_JOBS_TABS, type MyJobsTab } from './my-jobs-url';
import { tabPath } from './tab-path';

export function TabNav({ current }: { current: MyJobsTab }) {
  const { t } = useTranslation('my-jobs');
  const language = useAtomValue(languageAtom);
  const tabs = MY_JOBS_TABS.map((tab) => ({ key: tab, label: t(`tabs.${tab}`), to: tabPath(language, tab) }));
  return <LinkTabs label={t('page.tabs')} tabs={tabs} current={current} />;
}
