/**
 * Remembers what each `t(key, options)` returned. i18next resolves a key afresh on every call (the
 * namespace, the fallbacks, plurals, interpolation and post-processing, after copying its whole options
 * object): about 20 µs a call, 80 µs on a phone's CPU, and a filter click renders some 90 strings before the
 * new results show. A string the same call returned before comes from here instead. Anything that can
 * change a string forgets what it could change: a catalog loaded, added or removed forgets its namespace's
 * strings (no catalog nests another's); a language change and the over-the-air translations replacing
 * strings forget them all.
 */
import type { i18n as I18n } from 'i18next';

/** Past this, a namespace's strings start again (counts and minutes make some keys many). */
const MAX_ENTRIES = 5000;

type Options = Record<string, unknown>;
/** i18next's fixed `t`, untyped: this layer passes every argument through as it came. */
type UntypedT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/** A key for options made of plain values only; undefined when one is not (a function, an object). */
function optionsKey(options: unknown): string | undefined {
  if (options === undefined) return '';
  if (typeof options !== 'object' || options === null) return undefined;
  let key = '';
  for (const [name, value] of Object.entries(options as Options)) {
    if (value !== null && typeof value === 'object') return undefined;
    if (typeof value === 'function' || typeof value === 'symbol') return undefined;
    key += `\u0001${name}\u0002${typeof value}:${String(value)}`;
  }
  return key;
}

/** The namespace a call reads: the key's own ("common:job.urgent"), the call's, or the one `t` is bound to. */
function namespaceOf(key: string, options: unknown, bound: string): string {
  const separator = key.indexOf(':');
  if (separator > 0) return key.slice(0, separator);
  const named = (options as Options | undefined)?.ns;
  return typeof named === 'string' ? named : bound;
}

export function cacheTranslations(instance: I18n, clearOn: readonly string[]): void {
  /** Strings by namespace: a namespace loaded (i18next adds its bundle) or changed forgets only its own. */
  const cache = new Map<string, Map<string, string>>();
  for (const event of ['languageChanged', ...clearOn]) instance.on(event, () => cache.clear());
  const forget = (_language: string, namespace: string) => cache.delete(namespace);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);

  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => UntypedT;
  instance.getFixedT = ((lng: unknown, ns?: unknown, keyPrefix?: unknown, fixedOptions?: unknown) => {
    const fixedT = getFixedT(lng, ns, keyPrefix, fixedOptions);
    // A selector (a function for a key or a prefix) goes to i18next as it is; react-i18next's `scopeNs` only
    // names the namespaces a selector may reach, so a string key reads the same with it or without it.
    if (typeof keyPrefix === 'function') return fixedT;
    const bound = String((Array.isArray(ns) ? ns[0] : ns) ?? instance.options.defaultNS);
    const scope = `${JSON.stringify(lng)}|${JSON.stringify(ns)}|${String(keyPrefix ?? '')}`;
    const cachedT = (key: unknown, options?: unknown, ...rest: unknown[]) => {
      const plain = rest.length === 0 && typeof key === 'string' ? optionsKey(options) : undefined;
      if (plain === undefined) return fixedT(key, options, ...rest);
      const namespace = namespaceOf(key as string, options, bound);
      const cacheKey = `${scope}|${instance.language}|${key as string}${plain}`;
      let strings = cache.get(namespace);
      const known = strings?.get(cacheKey);
      if (known !== undefined) return known;
      const text = fixedT(key, options);
      if (typeof text === 'string') {
        if (!strings) cache.set(namespace, (strings = new Map()));
        if (strings.size >= MAX_ENTRIES) strings.clear();
        strings.set(cacheKey, text);
      }
      return text;
    };
    // react-i18next reads these back (the bound language and namespace).
    return Object.assign(cachedT, { lng: fixedT.lng, lngs: fixedT.lngs, ns: fixedT.ns, keyPrefix: fixedT.keyPrefix });
  }) as unknown as I18n['getFixedT'];
}
