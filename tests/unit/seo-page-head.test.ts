/** The head a public page sends: canonical, the 10 hreflang alternates plus x-default, Open Graph, Twitter card, robots, JSON-LD. */
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta, type MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@web/lib/languages';
import { buildPageHead, ogLocale, type PageHeadDescriptor, type PageHeadInput } from '@web/lib/seo/page-head';

const ORIGIN = 'https://ph.jobchat.example';

function head(overrides: Partial<PageHeadInput> = {}): PageHeadDescriptor[] {
  return buildPageHead({
    origin: ORIGIN,
    path: '/job/senior-accountant-200001',
    language: 'en-us',
    title: 'Senior Accountant | Jobchat',
    description: 'Senior Accountant at Acme in Makati.',
    ...overrides,
  });
}

const links = (h: PageHeadDescriptor[], rel: string) =>
  h.filter((d): d is Extract<PageHeadDescriptor, { tagName: 'link' }> => 'tagName' in d && d.rel === rel);
const property = (h: PageHeadDescriptor[], name: string) =>
  h.find((d): d is { property: string; content: string } => 'property' in d && d.property === name)?.content;
const named = (h: PageHeadDescriptor[], name: string) =>
  h.find((d): d is { name: string; content: string } => 'name' in d && d.name === name)?.content;

/** The HTML React Router's <Meta> writes for a route whose `meta` returns these descriptors. */
function renderHead(descriptors: MetaDescriptor[]): string {
  const Stub = createRoutesStub([
    { id: 'root', path: '*', Component: () => createElement(Fragment, null, createElement(Meta)), meta: () => descriptors },
  ]);
  return renderToString(createElement(Stub, { initialEntries: ['/job/x'] }));
}

describe('buildPageHead', () => {
  it('gives en-us pages a canonical URL without a language prefix', () => {
    expect(links(head(), 'canonical')).toEqual([{ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/job/senior-accountant-200001` }]);
  });

  it('prefixes the canonical URL with the language slug (ar → /ar/...), also when the path already has a prefix', () => {
    expect(links(head({ language: 'ar' }), 'canonical')[0]?.href).toBe(`${ORIGIN}/ar/job/senior-accountant-200001`);
    expect(links(head({ language: 'zh-tw', path: '/ja/companies' }), 'canonical')[0]?.href).toBe(`${ORIGIN}/zh-tw/companies`);
    expect(links(head({ language: 'ja', path: '/' }), 'canonical')[0]?.href).toBe(`${ORIGIN}/ja`);
    expect(links(head({ language: 'es-es', path: '/jobs-hiring/accountant-jobs?page=2' }), 'canonical')[0]?.href).toBe(
      `${ORIGIN}/es-es/jobs-hiring/accountant-jobs?page=2`,
    );
  });

  it('lists 11 alternates: one per language under its BCP 47 tag, and x-default on the en-us URL', () => {
    const alternates = links(head({ language: 'ja', origin: `${ORIGIN}/` }), 'alternate');
    expect(alternates).toHaveLength(11);
    expect(alternates.map((l) => l.hrefLang)).toEqual([...LANGUAGES.map((l) => l.alias), 'x-default']);
    const byTag = new Map(alternates.map((l) => [l.hrefLang, l.href]));
    expect(byTag.get('en-US')).toBe(`${ORIGIN}/job/senior-accountant-200001`);
    expect(byTag.get('x-default')).toBe(`${ORIGIN}/job/senior-accountant-200001`);
    expect(byTag.get('ar')).toBe(`${ORIGIN}/ar/job/senior-accountant-200001`);
    expect(byTag.get('zh-CN')).toBe(`${ORIGIN}/zh-cn/job/senior-accountant-200001`);
    expect(byTag.get('pt-BR')).toBe(`${ORIGIN}/pt-br/job/senior-accountant-200001`);
  });

  it('fills the title, description, Open Graph and Twitter card; a picture makes the large card', () => {
    const h = head({ language: 'pt-br', image: 'https://cdn.example/logo.png', type: 'article' });
    expect(h[0]).toEqual({ title: 'Senior Accountant | Jobchat' });
    expect(named(h, 'description')).toBe('Senior Accountant at Acme in Makati.');
    expect(property(h, 'og:title')).toBe('Senior Accountant | Jobchat');
    expect(property(h, 'og:description')).toBe('Senior Accountant at Acme in Makati.');
    expect(property(h, 'og:url')).toBe(`${ORIGIN}/pt-br/job/senior-accountant-200001`);
    expect(property(h, 'og:type')).toBe('article');
    expect(property(h, 'og:site_name')).toBe('Jobchat');
    expect(property(h, 'og:locale')).toBe('pt_BR');
    expect(property(h, 'og:image')).toBe('https://cdn.example/logo.png');
    expect(named(h, 'twitter:card')).toBe('summary_large_image');
    expect(named(h, 'twitter:title')).toBe('Senior Accountant | Jobchat');
    expect(named(h, 'twitter:description')).toBe('Senior Accountant at Acme in Makati.');
    expect(named(h, 'twitter:image')).toBe('https://cdn.example/logo.png');
    expect(named(h, 'robots')).toBeUndefined();
  });

  it('without a picture: the small card, no og:image, type website', () => {
    const h = head();
    expect(named(h, 'twitter:card')).toBe('summary');
    expect(property(h, 'og:image')).toBeUndefined();
    expect(named(h, 'twitter:image')).toBeUndefined();
    expect(property(h, 'og:type')).toBe('website');
  });

  it('writes og:locale in the underscore form for every language', () => {
    const locales = LANGUAGES.map((l) => ogLocale(l.value));
    expect(locales).toEqual(['en_US', 'zh_CN', 'id_ID', 'ja_JP', 'zh_TW', 'ms_MY', 'tr_TR', 'pt_BR', 'es_ES', 'ar_AR']);
    for (const locale of locales) expect(locale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
  });

  it('asks robots to keep the page out of the index when told to', () => {
    expect(named(head({ noindex: true }), 'robots')).toBe('noindex');
  });

  it('adds each JSON-LD object as a script:ld+json descriptor', () => {
    const data = [{ '@type': 'Organization', name: 'Acme' }, { '@type': 'WebSite', name: 'Jobchat' }];
    expect(head({ jsonLd: data }).filter((d) => 'script:ld+json' in d)).toEqual(data.map((d) => ({ 'script:ld+json': d })));
  });
});

describe('the head as React Router renders it', () => {
  it('writes the canonical link, the hreflang alternates and the meta tags into HTML', () => {
    const html = renderHead(head({ language: 'ar', image: 'https://cdn.example/a.png' }));
    expect(html).toContain('<title>Senior Accountant | Jobchat</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/ar/job/senior-accountant-200001"/>`);
    expect(html).toContain(`<link rel="alternate" href="${ORIGIN}/job/senior-accountant-200001" hrefLang="x-default"/>`);
    expect(html.match(/rel="alternate"/g)).toHaveLength(11);
    expect(html).toContain('<meta property="og:locale" content="ar_AR"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it('keeps a job title carrying </script> inside the JSON-LD script', () => {
    const title = 'Clerk</script><script>alert(1)</script><!--';
    const html = renderHead(head({ title, jsonLd: [{ '@type': 'JobPosting', title }] }));
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    expect(JSON.parse(scripts[0]![1]!)).toEqual({ '@type': 'JobPosting', title });
    expect(html).toContain('<title>Clerk&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--</title>');
  });
});
