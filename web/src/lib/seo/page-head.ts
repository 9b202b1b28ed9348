/**
 * What goes in a public page's <head>: title, description, canonical URL, hreflang alternates, Open Graph,
 * Twitter card, robots and JSON-LD, as React Router `meta` descriptors (a route's `meta` export returns them).
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../languages';
import { withLanguage } from '../resolve-language';
import type { JsonLdObject } from './json-ld';
import { siteUrl } from './site';

/** The brand, as og:site_name; the `seo:siteName` catalog entry carries the same name for text. */
export const SITE_NAME = 'Jobchat';

/**
 * The members of React Router's `MetaDescriptor` this module emits, spelled as that type spells them
 * (`hrefLang`, `'script:ld+json'`), so a route's `meta` returns them unchanged and `<Meta>` renders them.
 */
export type PageHeadDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string; hrefLang?: string }
  | { 'script:ld+json': JsonLdObject };

export interface PageHeadInput {
  /** Scheme and host of the country site ("https://jobchat.ph"). */
  origin: string;
  /** Path without the language prefix, with the query string when it is part of the page's identity. */
  path: string;
  language: LanguageCode;
  title: string;
  description: string;
  /** Absolute URL of the preview image (a company logo). */
  image?: string;
  type?: 'website' | 'article';
  jsonLd?: readonly JsonLdObject[];
  /** Keeps the page out of search results (closed or deleted jobs, error pages). */
  noindex?: boolean;
  /** og:site_name; defaults to SITE_NAME. */
  siteName?: string;
}

/** Open Graph locales as Facebook lists them: region-less languages get their main region, Arabic is ar_AR. */
const OG_LOCALES: Readonly<Record<LanguageCode, string>> = {
  'en-us': 'en_US',
  'zh-cn': 'zh_CN',
  id: 'id_ID',
  ja: 'ja_JP',
  'zh-tw': 'zh_TW',
  ms: 'ms_MY',
  tr: 'tr_TR',
  'pt-br': 'pt_BR',
  'es-es': 'es_ES',
  ar: 'ar_AR',
};

export function ogLocale(language: LanguageCode): string {
  return OG_LOCALES[language];
}

/** The page's absolute URL in a language: en-us carries no prefix, the others their slug ("/ar/job/..."). */
export function pageUrl(origin: string, path: string, language: LanguageCode): string {
  return siteUrl(origin, withLanguage(path, language));
}

function alternates(origin: string, path: string): PageHeadDescriptor[] {
  const links: PageHeadDescriptor[] = LANGUAGES.map((l) => ({
    tagName: 'link',
    rel: 'alternate',
    href: pageUrl(origin, path, l.value),
    hrefLang: l.alias,
  }));
  links.push({ tagName: 'link', rel: 'alternate', href: pageUrl(origin, path, DEFAULT_LANGUAGE), hrefLang: 'x-default' });
  return links;
}

export function buildPageHead(input: PageHeadInput): PageHeadDescriptor[] {
  const url = pageUrl(input.origin, input.path, input.language);
  const head: PageHeadDescriptor[] = [
    { title: input.title },
    { name: 'description', content: input.description },
  ];
  if (input.noindex) head.push({ name: 'robots', content: 'noindex' });
  head.push({ tagName: 'link', rel: 'canonical', href: url }, ...alternates(input.origin, input.path));
  head.push(
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: input.siteName ?? SITE_NAME },
    { property: 'og:locale', content: ogLocale(input.language) },
  );
  if (input.image) head.push({ property: 'og:image', content: input.image });
  head.push(
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
  );
  if (input.image) head.push({ name: 'twitter:image', content: input.image });
  for (const data of input.jsonLd ?? []) head.push({ 'script:ld+json': data });
  return head;
}
