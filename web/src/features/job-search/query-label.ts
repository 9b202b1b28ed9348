/**
 * How the page names a search's text (its heading, document title and meta description): the label of
 * the job title or job function the text names, in the page's language, when the config lists know one
 * ("accountant" → "経理担当" on the Japanese page); otherwise the text as the user typed it, their case kept.
 * Read from the config lists only, which the server render and the browser's hydration find in the
 * same cache: a label from anything else (suggestions fetched while typing) would differ between them.
 */
import type { ConfigOption } from '@sdk/generated/config/hooks';
import { functionSeo, seoKey } from '../../lib/job-search-url/lookups';
import { optionSeo } from './filter-options';
import type { SearchConfigLists } from './job-search-queries';

type NamedOption = Pick<ConfigOption, 'seo_value' | 'value'>;

/**
 * Job titles first (what the search box suggests and hot searches link to), then sub-functions, then main
 * functions; each flat list before the tree's copy of it, which fills in when the flat list is partial.
 */
function namedOptions(lists: SearchConfigLists): readonly (readonly NamedOption[])[] {
  const mains = lists.main_functions;
  const treeSubs = mains.flatMap((main) => main.sub_list);
  return [lists.function_titles, treeSubs.flatMap((sub) => sub.sub_list), lists.job_functions, treeSubs, mains];
}

function sameLabel(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The option `query` names: by its URL value ("accountant", "senior accountant" from the slug
 * "senior-accountant-jobs") or by its label in the page's language (a picked suggestion, "経理担当").
 */
export function namedJobOption(lists: SearchConfigLists | undefined, query: string): NamedOption | undefined {
  if (!lists) return undefined;
  const wanted = seoKey(functionSeo(query));
  if (!wanted) return undefined;
  for (const options of namedOptions(lists)) {
    const found = options.find((option) => option.value && (seoKey(optionSeo(option)) === wanted || sameLabel(option.value, query)));
    if (found) return found;
  }
  return undefined;
}

/** The words the page shows for the search text `query`: the option's label, or the text as typed. */
export function queryLabel(lists: SearchConfigLists | undefined, query: string): string {
  return namedJobOption(lists, query)?.value ?? query;
}
