/** /feedback (W25, signed in): tell us what works and what does not, with up to three screenshots. */
import { useTranslation } from 'react-i18next';
import { privatePageHead } from '../../lib/private-page-head';
import { signedInOnly } from '../../lib/session/page-guards';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FeedbackForm } from './feedback-form';
import './feedback.css';
import type { Route } from './+types/feedback-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['feedback'] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, request }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  signedInOnly(app, request);
  return null;
}

export const head = privatePageHead('feedback:page.title');

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function FeedbackRoute() {
  const { t } = useTranslation('feedback');
  useDocumentTitle(t('page.title'));
  return (
    <div className="feedback-page">
      <h1 className="page-title">{t('page.title')}</h1>
      <p className="feedback-page__intro">{t('page.intro')}</p>
      <section className="section">
        <FeedbackForm />
      </section>
    </div>
  );
}
