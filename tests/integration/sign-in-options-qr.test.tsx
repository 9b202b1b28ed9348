/** QR-code sign-in (W01): a real QR code, polled until confirmed (signed in) or expired (a new code). */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMockClock } from '../../mocks/db/mock-clock';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { QR_POLL_INTERVAL_SECONDS } from '../../mocks/state/auth-flows';
import { confirmQrLogin } from '../../sdk/generated/auth/hooks';
import { setHardNavigation } from '../../web/src/lib/session/session-events';
import { renderApp } from './render-app';
import { expectSignedInAs } from './session-on-screen';

let restore: () => void;
beforeEach(() => {
  vi.stubEnv('VITE_API_MODE', 'mock');
  restore = setHardNavigation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  setMockClock(undefined);
  restore();
});

/** The page asks for the code's status every poll_interval: on a fake clock, the next ask is when the test says. */
async function nextPoll(): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_SECONDS * 1000));
}

/** The dark modules the QR code's path draws (one `M x y h1v1h-1z` square each). */
function qrModules(image: HTMLElement): number {
  return (image.querySelector('path')?.getAttribute('d') ?? '').split('M').length - 1;
}

function polledQrId(fetchSpy: { mock: { calls: unknown[][] } }): string | undefined {
  for (const [input] of fetchSpy.mock.calls) {
    const match = input instanceof Request ? /\/auth\/qr-login\/([^/?]+)$/.exec(new URL(input.url).pathname) : null;
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}

describe('QR-code sign-in', () => {
  it('shows a real QR code as an image, then signs in once the app confirms it', { timeout: 40_000 }, async () => {
    const { user, router } = await renderApp('/get-started/qr?redirect=%2Fcompanies');
    const image = await screen.findByRole('img', { name: 'QR code to scan with the Jobchat app' });
    // Drawn as SVG elements (no data: URL, which the Content-Security-Policy refuses): every dark module is in the path.
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(qrModules(image)).toBeGreaterThan(200);
    expect(screen.getByText('Waiting for you to scan the code…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simulate scan and confirm (mock)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'));
    await expectSignedInAs('Maria Santos');
  });

  it('says the code was scanned and waits for the confirmation on the phone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderApp('/get-started/qr');
    await screen.findByRole('img', { name: 'QR code to scan with the Jobchat app' });
    await waitFor(() => expect(polledQrId(fetchSpy)).toBeTruthy());
    await confirmQrLogin(polledQrId(fetchSpy) ?? '', { action: 'scan' }, { headers: { Authorization: `Bearer ${SEED_SESSION_TOKENS.complete}` } });
    await nextPoll();
    expect(await screen.findByText('Scanned! Confirm the sign-in on your phone.')).toBeInTheDocument();
    fetchSpy.mockRestore();
  });

  it('offers a new code when the code expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderApp('/get-started/qr');
    const first = await screen.findByRole('img', { name: 'QR code to scan with the Jobchat app' });
    const firstModules = first.querySelector('path')?.getAttribute('d');
    setMockClock(Date.now() + 3 * 60_000);
    await nextPoll();
    expect(await screen.findByText('This QR code has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code to scan with the Jobchat app' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get a new code' }));
    const next = await screen.findByRole('img', { name: 'QR code to scan with the Jobchat app' });
    expect(next.querySelector('path')?.getAttribute('d')).not.toBe(firstModules);
    expect(screen.getByText('Waiting for you to scan the code…')).toBeInTheDocument();
  });
});
