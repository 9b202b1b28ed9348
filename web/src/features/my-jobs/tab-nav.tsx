/** The tabs of My jobs as links: each has its own address, so it can be opened, shared and gone back to. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { languageAtom } from '../../lib/session-atoms';
import { MY_JOBS_TABS, type MyJobsTab } from './my-jobs-url';
import { tabPath } from './tab-path';

export function TabNav({ current }: { current: MyJobsTab }) {
  const { t } = useTranslation('my-jobs');
  const language = useAtomValue(languageAtom);
  return (
    <nav className="my-jobs-tabs" aria-label={t('page.tabs')}>
      <ul className="my-jobs-tabs__list">
        {MY_JOBS_TABS.map((tab) => (
          <li key={tab}>
            <Link className="my-jobs-tabs__link" to={tabPath(language, tab)} aria-current={tab === current ? 'page' : undefined}>
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
