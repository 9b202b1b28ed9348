/**
 * Lays translations delivered over the air over the bundled catalogs of an i18next instance, by
 * namespace (deep merge, overwriting), and tells the translating components to render again.
 *
 * Only namespaces already loaded are touched: adding a bundle for one still to load lazily would make
 * i18next take it as loaded and never read the bundled catalog, so those get their override as soon
 * as they arrive (the `loaded` event fires before the components waiting for them render).
 */
import type { i18n as I18n } from 'i18next';
import { TRANSLATIONS_REPLACED_EVENT } from '../i18n';
import type { TranslationNamespaces } from './translation-cache';

type Nested = { [key: string]: string | Nested };

/** `{ 'hero.title': 'x' }` → `{ hero: { title: 'x' } }`; a key both a string and a branch keeps the string. */
export function unflatten(strings: Readonly<Record<string, string>>): Nested {
  const root: Nested = {};
  for (const [path, value] of Object.entries(strings)) {
    const parts = path.split('.');
    let node: Nested = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'string') break;
      node = next ?? (node[part] = {});
    }
    const leaf = parts[parts.length - 1]!;
    if (typeof node[leaf] !== 'object') node[leaf] = value;
  }
  return root;
}

export class OverrideLayer {
  private readonly byLanguage = new Map<string, TranslationNamespaces>();

  constructor(private readonly i18n: I18n) {
    i18n.on('loaded', (loaded: Record<string, Record<string, boolean>>) => {
      for (const [language, namespaces] of Object.entries(loaded)) this.applyTo(language, Object.keys(namespaces));
    });
  }

  has(language: string): boolean {
    return this.byLanguage.has(language);
  }

  /**
   * Replaces the override of a language and shows it on screen at once. Content equal to what the
   * page already shows (the usual case: the active version is the bundled one) renders nothing again.
   */
  set(language: string, content: TranslationNamespaces): void {
    this.byLanguage.set(language, content);
    if (this.applyTo(language, Object.keys(content))) this.i18n.emit(TRANSLATIONS_REPLACED_EVENT, language);
  }

  /** Lays the language's override over these namespaces; true when a string changed. */
  private applyTo(language: string, namespaces: readonly string[]): boolean {
    const content = this.byLanguage.get(language);
    if (!content) return false;
    let changed = false;
    for (const namespace of namespaces) {
      const strings = content[namespace];
      if (!strings || !this.i18n.hasResourceBundle(language, namespace)) continue;
      const different = Object.entries(strings).filter(([key, value]) => this.i18n.getResource(language, namespace, key) !== value);
      if (different.length === 0) continue;
      changed = true;
      // i18next merges into the bundle it holds, which for a lazily loaded namespace is the bundled
      // catalog module itself: swap in a copy first, so the bundled strings stay as shipped.
      const copy = JSON.parse(JSON.stringify(this.i18n.getResourceBundle(language, namespace))) as Nested;
      this.i18n.addResourceBundle(language, namespace, copy, false, true);
      this.i18n.addResourceBundle(language, namespace, unflatten(Object.fromEntries(different)), true, true);
    }
    return changed;
  }
}
