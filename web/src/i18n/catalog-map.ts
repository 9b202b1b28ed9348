/**
 * One language's catalogs by namespace (lib/i18n.ts): a shared namespace's file is
 * `locales/<lang>/<namespace>.json`, a feature's `features/<namespace>/locales/<lang>.json`. Each
 * language has its module in catalogs/, since a glob's pattern must be written out: a page asks only for
 * its own language's list, not for every language's.
 */
export type Catalog = Record<string, unknown>;
export type CatalogModule = { default: Catalog };
export type CatalogLoader = () => Promise<CatalogModule>;

export function catalogMap(shared: Record<string, CatalogLoader>, features: Record<string, CatalogLoader>): ReadonlyMap<string, CatalogLoader> {
  const map = new Map<string, CatalogLoader>();
  for (const [file, load] of Object.entries(shared)) map.set(file.slice(file.lastIndexOf('/') + 1, -'.json'.length), load);
  // A shared namespace wins over a feature of the same name, as it always has.
  for (const [file, load] of Object.entries(features)) {
    const namespace = file.split('/').at(-3);
    if (namespace && !map.has(namespace)) map.set(namespace, load);
  }
  return map;
}
