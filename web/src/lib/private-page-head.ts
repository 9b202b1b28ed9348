/** The head of a page only its signed-in user sees: its title, the site's description, and never indexed. */
import type { PageHeadFunction } from './page-head-types';

export function privatePageHead(titleKey: string): PageHeadFunction {
  return ({ i18n }) => ({ title: i18n.t(titleKey), description: i18n.t('common:meta.description'), noindex: true });
}
