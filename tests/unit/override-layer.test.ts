/** The over-the-air layer renders again only when a string on the page changes. */
import { describe, expect, it } from 'vitest';
import { createI18n, TRANSLATIONS_REPLACED_EVENT } from '../../web/src/lib/i18n';
import { OverrideLayer } from '../../web/src/lib/i18n-ota/override-layer';

const BUNDLED = { hero: { title: 'Find a job', subtitle: 'Chat with recruiters' } };

async function i18nWithHome() {
  const i18n = await createI18n('en-us', { home: structuredClone(BUNDLED) }, { shareWithReact: false });
  let replaced = 0;
  i18n.on(TRANSLATIONS_REPLACED_EVENT, () => (replaced += 1));
  return { i18n, replaced: () => replaced };
}

describe('OverrideLayer', () => {
  it('tells the page nothing when the content equals what it shows', async () => {
    const { i18n, replaced } = await i18nWithHome();
    new OverrideLayer(i18n).set('en-us', { home: { 'hero.title': 'Find a job', 'hero.subtitle': 'Chat with recruiters' } });
    expect(replaced()).toBe(0);
    expect(i18n.t('home:hero.title')).toBe('Find a job');
  });

  it('shows a changed string once and keeps the others as bundled', async () => {
    const { i18n, replaced } = await i18nWithHome();
    new OverrideLayer(i18n).set('en-us', { home: { 'hero.title': 'Find your next job', 'hero.subtitle': 'Chat with recruiters' } });
    expect(replaced()).toBe(1);
    expect(i18n.t('home:hero.title')).toBe('Find your next job');
    expect(i18n.t('home:hero.subtitle')).toBe('Chat with recruiters');
  });
});
