/** /feedback (W25, signed in): tell us what works and what does not, with up to three screenshots. */
import { useTranslation } from 'react-i18next';
import type { LoaderFunction } from 'react-router';
import { privatePageHead } from '../../lib/private-page-head';
import type { RouteContext } from '../../lib/route-context';
import { signedInOnly } from '../../lib/session/page-guards';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FeedbackForm } from './feedback-form';
import './feedback.css';

export const namespaces = ['feedback'] as const;

export function createLoader(app: RouteContext): LoaderFunction {
  return ({ request }) => {
    signedInOnly(app, request);
    return null;
  };
}

export const head = privatePageHead('feedback:page.title');

export function Component() {
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
