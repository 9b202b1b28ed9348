/** Category tabs (W05): a tablist of job categories; the selected tab shows that category's jobs. */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { useAtomValue } from '../../lib/app-jotai';
import { configListsQuery } from '../../lib/config-lists-queries';
import { useQueryScope } from '../../lib/query-scope';
import { directionOf } from '../../lib/languages';
import { jobSearchHref } from '../../lib/job-search-url/encode';
import { languageAtom } from '../../lib/session-atoms';
import { useListAsker } from '../../lib/job-list-queries';
import { asHomeJobs, categoryRequest, HOME_CONFIG_LISTS, homeJobsQuery } from './home-queries';
import { HomeJobList, HomeJobsSkeleton } from './home-job-list';
import { HomeSection } from './home-section';

const tabId = (id: number) => `home-category-tab-${id}`;
const panelId = 'home-category-panel';

export function HomeCategoryTabs() {
  const { t } = useTranslation('home');
  const language = useAtomValue(languageAtom);
  const asker = useListAsker();
  const scope = useQueryScope();
  const config = useQuery(configListsQuery(scope, HOME_CONFIG_LISTS));
  const [selectedId, setSelectedId] = useState<number | undefined>(undefined);
  const tabRefs = useRef(new Map<number, HTMLButtonElement>());

  const categories = config.data?.job_category_lists ?? [];
  const selected = categories.find((category) => category.id === selectedId) ?? categories[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!selected || categories.length === 0) return;
    const index = categories.indexOf(selected);
    // In right-to-left layouts the next tab is on the left.
    const forward = directionOf(language) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = directionOf(language) === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: number | undefined;
    if (event.key === forward) next = (index + 1) % categories.length;
    else if (event.key === backward) next = (index - 1 + categories.length) % categories.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = categories.length - 1;
    const target = next === undefined ? undefined : categories[next];
    if (!target) return;
    event.preventDefault();
    setSelectedId(target.id);
    tabRefs.current.get(target.id)?.focus();
  }

  let body;
  if (config.isPending) body = <HomeJobsSkeleton label={t('categories.loading')} />;
  else if (config.isError) body = <ErrorState compact error={config.error} onRetry={() => void config.refetch()} />;
  else if (!selected) body = <EmptyState title={t('categories.empty')} />;
  else {
    body = (
      <>
        <div className="home-tabs" role="tablist" aria-label={t('categories.tabsLabel')} onKeyDown={onKeyDown}>
          {categories.map((category) => {
            const isSelected = category.id === selected.id;
            return (
              <button
                key={category.id}
                ref={(node) => {
                  if (node) tabRefs.current.set(category.id, node);
                  else tabRefs.current.delete(category.id);
                }}
                id={tabId(category.id)}
                type="button"
                role="tab"
                className="chip home-tabs__tab"
                aria-selected={isSelected}
                aria-controls={panelId}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => setSelectedId(category.id)}
              >
                {category.value}
              </button>
            );
          })}
        </div>
        <div id={panelId} className="home-tabs__panel" role="tabpanel" aria-labelledby={tabId(selected.id)} tabIndex={0}>
          <HomeJobList
            key={selected.id}
            jobsQuery={asHomeJobs(homeJobsQuery(scope, categoryRequest(selected.id, asker)))}
            title={selected.value}
            scene="home_page:category"
            idPrefix={`home-category-${selected.id}`}
          />
        </div>
      </>
    );
  }

  return (
    <HomeSection
      id="categories"
      title={t('categories.title')}
      seeAll={
        selected
          ? { to: jobSearchHref(language, { categories: [selected.seo_value] }), label: t('categories.seeAll', { category: selected.value }) }
          : undefined
      }
    >
      {body}
    </HomeSection>
  );
}
