/**
 * Quick filter choices build on each other. Each choice navigates, and the filters on screen are those of
 * the address React last committed, which lags behind the router while a navigation (or a slow render) is
 * under way: a second choice made then must build on the first one, not on what the screen still shows.
 * And the screen can show an earlier choice's address after a later choice was made (a commit of the first
 * navigation arrives late), which must not bring that earlier filter back.
 *
 * So the choices made since the screen last caught up form a chain: its origin (the location, by key, it
 * started on) and the filters each choice aimed at. While the screen shows the origin or one of the chain's
 * own earlier aims, the next choice builds on the chain's latest filters. Once the screen shows the latest
 * aim, or any other location (Reset, back, a link), the screen is the truth again.
 *
 * A toggle ("Fits my preferences") is a change computed from the filters it builds on, so two quick presses
 * turn it on and off again rather than on twice.
 *
 * A sort link followed a moment before a filter is on its way too (its list loading): while the screen
 * still shows the location the link was followed from, a filter goes with that sort, not the one shown.
 */
import { viewSearch, type MyJobsFilters, type MyJobsView } from './my-jobs-url';

type Sort = MyJobsView['sort'];

export interface ShownFilters {
  /** The committed location's key: a Reset or back to the same filters is another location. */
  locationKey: string;
  filters: MyJobsFilters;
}

/** The filters a choice sets, or how it changes the filters it builds on. */
export type FilterChange = Partial<MyJobsFilters> | ((base: MyJobsFilters) => Partial<MyJobsFilters>);

interface Chain {
  originKey: string;
  aims: string[];
  latest: MyJobsFilters;
}

const aimOf = (filters: MyJobsFilters) => viewSearch({ sort: undefined, page: 1, filters });

export class FilterChoices {
  private chain: Chain | null = null;
  private sortOnItsWay: { originKey: string; sort: Sort } | null = null;

  /** A sort link (or Reset, `undefined`) was followed from the location `originKey`. */
  sortChosen(originKey: string, sort: Sort): void {
    this.sortOnItsWay = { originKey, sort };
  }

  /** The sort a filter chosen now goes with: one on its way from the location on screen, or the screen's. */
  sortFor(shown: { locationKey: string; sort: Sort }): Sort {
    if (this.sortOnItsWay?.originKey === shown.locationKey) return this.sortOnItsWay.sort;
    this.sortOnItsWay = null;
    return shown.sort;
  }

  /** The filters a choice leads to, from what the screen shows. */
  choose(shown: ShownFilters, change: FilterChange): MyJobsFilters {
    const chain = this.chain;
    const shownAim = aimOf(shown.filters);
    const inFlight = chain !== null && shownAim !== chain.aims.at(-1) && (shown.locationKey === chain.originKey || chain.aims.includes(shownAim));
    const base = inFlight ? chain.latest : shown.filters;
    const filters = { ...base, ...(typeof change === 'function' ? change(base) : change) };
    this.chain = inFlight
      ? { originKey: chain.originKey, aims: [...chain.aims, aimOf(filters)], latest: filters }
      : { originKey: shown.locationKey, aims: [aimOf(filters)], latest: filters };
    return filters;
  }

  /** The screen committed these filters: when they are the chain's latest aim, the chain has landed. */
  committed(shown: MyJobsFilters): void {
    if (this.chain?.aims.at(-1) === aimOf(shown)) this.chain = null;
  }
}
