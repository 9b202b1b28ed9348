/**
 * The config lists the alerts read: an alert is made from a search URL, read with the URL codec's lists,
 * and its chips and form name locations and job types from those same lists. The search page, where the
 * entry sits, carries exactly these, so the entry and its dialogs find them in the page. A file of its own:
 * the entry, on the search page's first load, needs only this, not the alerts' calls.
 */
import type { ConfigListsOf } from '../../lib/config-lists-queries';
import { SEO_LOOKUP_LISTS } from '../../lib/job-search-url/lookups';

export const JOB_ALERT_CONFIG_LISTS = SEO_LOOKUP_LISTS;
export type JobAlertConfigLists = ConfigListsOf<typeof JOB_ALERT_CONFIG_LISTS>;
