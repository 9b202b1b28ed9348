/**
 * /currency-converter (W23): public and rendered on the server with its head. Converts an amount between
 * the country sites' currencies with one rates call from the site's own currency (cross rates for the rest).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { currencyOfCountry, currencyRatesQuery } from '../../lib/currency-rates-queries';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { scopeOf, useQueryScope } from '../../lib/query-scope';
import { waitBriefly } from '../../lib/route-prefetch';
import { countryAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ConverterForm } from './converter-form';
import './currency-converter.css';
import type { Route } from './+types/currency-converter-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['currency-converter'] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context }: Route.LoaderArgs): Promise<PageStatus | null> {
  const { queryClient, store } = context.get(appContext);
  const scope = scopeOf(store);
  await waitBriefly(queryClient.prefetchQuery(currencyRatesQuery(scope, currencyOfCountry(scope.country))));
  return null;
}

export const head: PageHeadFunction = ({ i18n }) => ({
  title: i18n.t('currency-converter:meta.title'),
  description: i18n.t('currency-converter:meta.description'),
});

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function CurrencyConverterRoute() {
  const { t } = useTranslation('currency-converter');
  const siteCurrency = currencyOfCountry(useAtomValue(countryAtom));
  const rates = useQuery(currencyRatesQuery(useQueryScope(), siteCurrency));
  useDocumentTitle(t('meta.title'));

  let body;
  if (rates.isPending) body = <LoadingState label={t('page.loading')} />;
  else if (rates.isError) body = <ErrorState error={rates.error} onRetry={() => void rates.refetch()} />;
  else body = <ConverterForm rates={rates.data} siteCurrency={siteCurrency} />;

  return (
    <div className="currency-converter">
      <h1 className="page-title">{t('page.title')}</h1>
      <p className="currency-converter__intro">{t('page.intro')}</p>
      <section className="section" aria-label={t('page.title')} aria-busy={rates.isFetching || undefined}>
        {body}
      </section>
    </div>
  );
}
