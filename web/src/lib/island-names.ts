/**
 * The islands a page can hold, by the name its element carries (`data-island`). Each is the module
 * `parts/frame/<name>.ts` (the page frame's, bundled with the islands' entry) or `parts/page/<name>.ts`
 * (a page's own, each a chunk that only the pages holding it load; `npm run build:budget` counts them so,
 * from what the islands build records: vite.islands.config.ts).
 * Its default export is the component the full app renders in the same place, with no props: what it
 * shows comes from the page state (atoms, the query cache), as in the app.
 */
export const ISLAND_NAMES = ['header', 'footer', 'notifications', 'home-hero', 'home-categories', 'job-actions', 'job-similar', 'company-jobs', 'company-similar', 'job-search'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

export function isIslandName(name: string | undefined): name is IslandName {
  return (ISLAND_NAMES as readonly (string | undefined)[]).includes(name);
}

/**
 * What a route module exports as `handle` when a guest's page is rendered as islands: the page's own
 * islands, besides the frame's. The server renders such a page's script as islands when no one is
 * signed in; the budget counts them.
 */
export interface IslandsHandle {
  islands: readonly IslandName[];
}

export function pageIslandsOf(handle: unknown): readonly IslandName[] | undefined {
  if (typeof handle !== 'object' || handle === null || !('islands' in handle)) return undefined;
  return (handle as IslandsHandle).islands;
}
