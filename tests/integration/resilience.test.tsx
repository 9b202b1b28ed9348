/**
 * Failures users can live with (issue 8, section 5). On a fake clock (the real 30 s budget, no real
 * waiting): a hanging request is sent once, and its message shows once, when the timeout fires, not
 * after a retry or a refetch on mount.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureTransport, REQUEST_TIMEOUT_MS } from '../../sdk/transport';
import { forceLatency, forceNetworkError } from '../../mocks/scenario/helpers';
import { SEED_FIXTURES } from '../../mocks/seed/fixtures';
import { getDatabase } from '../../mocks/db/database';
import type { OperationId } from '../../sdk/generated/operations';
import { PREFETCH_WAIT_MS } from '../../web/src/lib/route-prefetch';
import { renderApp } from './render-app';

/** How much earlier than the budget the message may show: the budget starts at the call, before the guest login it waits for. */
const EARLY_MS = 1_000;
const TIMEOUT_MESSAGE = 'The request took longer than 30 seconds. Please try again.';
const OFFLINE = "You seem to be offline or we can't reach the server. Please check your internet connection and try again.";

/** Counts the requests that reach the network, by path, and when (on the fake clock) each path was first asked for. */
function countRequests(): { counts: Map<string, number>; firstSent: Map<string, number> } {
  const counts = new Map<string, number>();
  const firstSent = new Map<string, number>();
  configureTransport({
    fetch: (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      counts.set(path, (counts.get(path) ?? 0) + 1);
      if (!firstSent.has(path)) firstSent.set(path, Date.now());
      return globalThis.fetch(request);
    },
  });
  return { counts, firstSent };
}

async function expectOneTimeoutAtTheBudget(operation: OperationId, path: string, requestPath: string) {
  forceLatency(operation, 10 * REQUEST_TIMEOUT_MS);
  const { counts, firstSent } = countRequests();
  await renderApp(path);
  await waitFor(() => expect(firstSent.has(requestPath)).toBe(true));
  const sentAt = firstSent.get(requestPath)!;
  // The page frame is up while the request hangs (the loader waits a moment for it, then lets the page show).
  await vi.advanceTimersByTimeAsync(PREFETCH_WAIT_MS);
  expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  // No message before the budget runs out ...
  await vi.advanceTimersByTimeAsync(sentAt + REQUEST_TIMEOUT_MS - EARLY_MS - Date.now());
  expect(screen.queryByText(TIMEOUT_MESSAGE)).toBeNull();
  // ... and one as it does: from the first attempt, not after a retry delay and a second 30 s attempt.
  await vi.advanceTimersByTimeAsync(EARLY_MS);
  expect(await screen.findByText(TIMEOUT_MESSAGE)).toBeInTheDocument();
  // Nothing fetches again behind the user's back: one request, one message, also a while later.
  await vi.advanceTimersByTimeAsync(3 * REQUEST_TIMEOUT_MS);
  expect(counts.get(requestPath)).toBe(1);
  expect(screen.getAllByText(TIMEOUT_MESSAGE)).toHaveLength(1);
}

/** A fake clock that also follows the real one, so the app and Testing Library's polling run as usual. */
function onFakeClock() {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
}

afterEach(() => configureTransport({ fetch: undefined }));

describe('a hanging request', () => {
  onFakeClock();

  it('shows the timeout message once, when the budget runs out, on a job page', async () => {
    const job = getDatabase().indexes.jobsById.get(SEED_FIXTURES.openPhJobId)!;
    await expectOneTimeoutAtTheBudget('getJobDetail', `/job/${job.slug}`, `/api/job/${job.id}/detail`);
  });

  it('shows the timeout message once, when the budget runs out, on the company search', async () => {
    await expectOneTimeoutAtTheBudget('searchCompanies', '/companies?query=tech', '/api/company/search');
  });
});

describe('while the next page loads', () => {
  onFakeClock();

  it('shows the header and footer around the loading state, not a bare "Loading…"', async () => {
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    forceLatency('getJobDetail', 60_000);
    const job = getDatabase().indexes.jobsById.get(SEED_FIXTURES.openPhJobId)!;
    void router.navigate(`/job/${job.slug}`);
    // The loader stops waiting after a moment; the page then shows its frame and its own loading state.
    await vi.advanceTimersByTimeAsync(PREFETCH_WAIT_MS);
    await waitFor(() => expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading job details…'));
    expect(router.state.location.pathname).toBe(`/job/${job.slug}`);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('guest login offline', () => {
  it('tells the visitor they are offline, never to log in', async () => {
    forceNetworkError('loginAsGuest');
    const job = getDatabase().indexes.jobsById.get(SEED_FIXTURES.openPhJobId)!;
    await renderApp(`/job/${job.slug}`);
    await waitFor(() => expect(screen.getAllByText(OFFLINE).length).toBeGreaterThan(0));
    // The job page's own calls fail the same way, rather than going out without a session.
    await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByText('Please log in to continue.')).toBeNull();
  });
});
