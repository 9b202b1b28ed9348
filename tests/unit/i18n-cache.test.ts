/** Translations are remembered per call, and forgotten whenever a string could have changed. */
import { describe, expect, it, vi } from 'vitest';
import { createI18n, TRANSLATIONS_REPLACED_EVENT } from '../../web/src/lib/i18n';
import { OverrideLayer } from '../../web/src/lib/i18n-ota/override-layer';

import homeCatalog from '../../web/src/features/home/locales/en-us.json';

const HOME_TITLE = homeCatalog.documentTitle;
const HOME = { hero: { title: 'Find a job' }, jobs: { count_one: '{{count}} job', count_other: '{{count}} jobs' }, greeting: 'Hi {{name}}' };

async function setUp() {
  const i18n = await createI18n('en-us', { home: structuredClone(HOME) }, { shareWithReact: false });
  const translator = (i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator;
  const translate = vi.spyOn(translator, 'translate');
  return { i18n, t: i18n.getFixedT(null, 'home'), translate };
}

describe('cached translations', () => {
  it('resolves a key once, and each set of options once', async () => {
    const { t, translate } = await setUp();
    expect(t('hero.title')).toBe('Find a job');
    expect(t('hero.title')).toBe('Find a job');
    expect(t('jobs.count', { count: 1 })).toBe('1 job');
    expect(t('jobs.count', { count: 2 })).toBe('2 jobs');
    expect(t('jobs.count', { count: 2 })).toBe('2 jobs');
    expect(translate).toHaveBeenCalledTimes(3);
  });

  it('tells options apart by value and by type', async () => {
    const { t } = await setUp();
    expect(t('greeting', { name: '1' })).toBe('Hi 1');
    expect(t('greeting', { name: 1 })).toBe('Hi 1');
    expect(t('greeting', { name: 'Ana' })).toBe('Hi Ana');
    expect(t('greeting', { name: 'Bo' })).toBe('Hi Bo');
  });

  it('passes options holding objects or functions straight through', async () => {
    const { t, translate } = await setUp();
    t('greeting', { name: 'Ana', replace: { name: 'Bo' } });
    t('greeting', { name: 'Ana', replace: { name: 'Bo' } });
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it('reads the catalog again after a language change', async () => {
    const { i18n, t } = await setUp();
    i18n.addResourceBundle('ms', 'home', { hero: { title: 'Cari kerja' } });
    expect(t('hero.title')).toBe('Find a job');
    await i18n.changeLanguage('ms');
    expect(t('hero.title')).toBe('Cari kerja');
  });

  it('reads the catalog again after strings are added or replaced over the air', async () => {
    const { i18n, t } = await setUp();
    expect(t('hero.title')).toBe('Find a job');
    i18n.addResource('en-us', 'home', 'hero.title', 'Find work');
    expect(t('hero.title')).toBe('Find work');
    let replaced = 0;
    i18n.on(TRANSLATIONS_REPLACED_EVENT, () => (replaced += 1));
    new OverrideLayer(i18n).set('en-us', { home: { 'hero.title': 'Find your next job' } });
    expect(replaced).toBe(1);
    expect(t('hero.title')).toBe('Find your next job');
  });

  it('shows a namespace loaded after a first miss', async () => {
    const { i18n } = await setUp();
    const t = i18n.getFixedT(null, 'later');
    expect(t('title')).toBe('title');
    i18n.addResourceBundle('en-us', 'later', { title: 'Loaded' });
    expect(t('title')).toBe('Loaded');
  });
});

describe('cached translations through react-i18next', () => {
  it('caches the t a component gets (bound to its namespaces)', async () => {
    const { i18n, translate } = await setUp();
    // How useTranslation asks for its t.
    const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (...args: unknown[]) => (key: string) => string;
    const t = getFixedT(null, 'home', undefined, { scopeNs: ['home'] });
    expect(t('hero.title')).toBe('Find a job');
    expect(t('hero.title')).toBe('Find a job');
    expect(translate).toHaveBeenCalledTimes(1);
  });
});

describe('cached translations by namespace', () => {
  it('keeps the other namespaces when one loads', async () => {
    const { i18n, t, translate } = await setUp();
    t('hero.title');
    i18n.addResourceBundle('en-us', 'later', { title: 'Loaded' });
    expect(t('hero.title')).toBe('Find a job');
    expect(translate).toHaveBeenCalledTimes(1);
  });

  it('forgets a string of another namespace named in its key when that namespace changes', async () => {
    const { i18n, t } = await setUp();
    i18n.addResourceBundle('en-us', 'common', { ok: 'OK' });
    expect(t('common:ok')).toBe('OK');
    i18n.addResource('en-us', 'common', 'ok', 'Fine');
    expect(t('common:ok')).toBe('Fine');
  });
});

describe('cached translations and lazily loaded catalogs', () => {
  it('reads a namespace its backend loads after a first miss', async () => {
    const i18n = await createI18n('en-us', undefined, { shareWithReact: false });
    const t = i18n.getFixedT(null, 'home');
    expect(t('documentTitle')).toBe('documentTitle');
    await i18n.loadNamespaces('home');
    expect(t('documentTitle')).toBe(HOME_TITLE);
  });
});
