/** The settings tabs as links (each its own address). */
import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../components/link-tabs';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import { SETTINGS_TABS, type SettingsTab } from './settings-tabs';

export function SettingsNav({ current }: { current: SettingsTab }) {
  const { t } = useTranslation('settings');
  const language = useAtomValue(languageAtom);
  const tabs = SETTINGS_TABS.map((tab) => ({ key: tab, label: t(`tabs.${tab}`), to: localHref(language, '/:lang?/account-settings/:tab?', { tab }) }));
  return <LinkTabs label={t('nav.label')} tabs={tabs} current={current} />;
}
