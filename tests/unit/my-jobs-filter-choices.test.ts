/**
 * Quick filter choices on My jobs build on each other even when the screen lags behind the router (the
 * cause of a once-flaky integration test: an earlier choice's address committed late brought its filter
 * back), and the screen is the truth again after it catches up or the seeker goes elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { FilterChoices, type FilterChange } from '../../web/src/features/my-jobs/filter-choices';
import { ApplicationStatus } from '../../web/src/features/my-jobs/my-jobs-queries';

const status = Object.values(ApplicationStatus)[0]!;

describe('FilterChoices', () => {
  it('builds a second choice on the first while the screen still shows the address before both', () => {
    const choices = new FilterChoices();
    const shown = { locationKey: 'a', filters: { status } };
    expect(choices.choose(shown, { arrangement: 3 })).toEqual({ status, arrangement: 3 });
    expect(choices.choose(shown, { jobType: 7 })).toEqual({ status, arrangement: 3, jobType: 7 });
  });

  it('does not bring back a filter when an earlier choice’s address is committed after a later choice', () => {
    const choices = new FilterChoices();
    choices.choose({ locationKey: 'a', filters: { status } }, { arrangement: 3 });
    // The arrangement is cleared before its address reached the screen…
    expect(choices.choose({ locationKey: 'a', filters: { status } }, { arrangement: undefined })).toEqual({ status, arrangement: undefined });
    // …which then commits the first choice's address late.
    choices.committed({ status, arrangement: 3 });
    expect(choices.choose({ locationKey: 'b', filters: { status, arrangement: 3 } }, { jobType: 7 })).toEqual({ status, arrangement: undefined, jobType: 7 });
  });

  it('follows the screen once the latest choice has landed', () => {
    const choices = new FilterChoices();
    choices.choose({ locationKey: 'a', filters: {} }, { status });
    choices.committed({ status });
    // Reset took the seeker back to no filters, at a new location.
    expect(choices.choose({ locationKey: 'c', filters: {} }, { arrangement: 1 })).toEqual({ arrangement: 1 });
  });

  it('follows the screen when the seeker went elsewhere before a choice landed', () => {
    const choices = new FilterChoices();
    choices.choose({ locationKey: 'a', filters: {} }, { status });
    // Reset was clicked before the status address arrived: a new location, with filters no choice aimed at.
    expect(choices.choose({ locationKey: 'r', filters: {} }, { jobType: 2 })).toEqual({ jobType: 2 });
  });
});

describe('FilterChoices with a toggle', () => {
  // As the filter bar's toggle does.
  const toggleFit: FilterChange = (base) => ({ fitsPreferences: base.fitsPreferences ? undefined : true });

  it('turns "Fits my preferences" off again on a second quick press, while the screen still shows it off', () => {
    const choices = new FilterChoices();
    const shown = { locationKey: 'a', filters: { arrangement: 2 as const } };
    expect(choices.choose(shown, toggleFit)).toEqual({ arrangement: 2, fitsPreferences: true });
    expect(choices.choose(shown, toggleFit)).toEqual({ arrangement: 2, fitsPreferences: undefined });
  });

  it('toggles from the screen once the press has landed', () => {
    const choices = new FilterChoices();
    choices.choose({ locationKey: 'a', filters: {} }, toggleFit);
    choices.committed({ fitsPreferences: true });
    expect(choices.choose({ locationKey: 'b', filters: { fitsPreferences: true } }, toggleFit)).toEqual({ fitsPreferences: undefined });
  });

  it('keeps a sort followed a moment before, while the screen still shows where it was followed from', () => {
    const choices = new FilterChoices();
    choices.sortChosen('a', 'salary');
    expect(choices.sortFor({ locationKey: 'a', sort: undefined })).toBe('salary');
    // Reset, followed just as quickly, goes back to the list's own order.
    choices.sortChosen('a', undefined);
    expect(choices.sortFor({ locationKey: 'a', sort: 'newest' })).toBeUndefined();
  });

  it('follows the screen’s sort once it shows another location', () => {
    const choices = new FilterChoices();
    choices.sortChosen('a', 'salary');
    expect(choices.sortFor({ locationKey: 'b', sort: 'relevance' })).toBe('relevance');
    // Back on a location with the same key later, the old choice is long gone.
    expect(choices.sortFor({ locationKey: 'a', sort: undefined })).toBeUndefined();
  });
});
