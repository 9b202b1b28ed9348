/**
 * Step 1's "Use my current location": the browser's coordinates prefill the current location through
 * getGeoLocation, asked only when a longitude is present; every failure is said, and the list stays.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { ErrorCode } from '../../sdk/generated/error-codes';
import { giveCoordinates, removeGeolocation } from '../support/geolocation';
import { mockServer } from '../support/mock-lifecycle';
import { messageOf, signInAsJuan, stepHeading } from './complete-profile-support';
import { renderApp } from './render-app';

const MAKATI = { latitude: 14.5601, longitude: 121.0312 };
const UNAVAILABLE = 'We could not get your location. Please choose it from the list.';

function recordGeoCalls(): URL[] {
  const calls: URL[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/config/geo-location')) calls.push(url);
  });
  return calls;
}

async function openStepOne() {
  signInAsJuan();
  const view = await renderApp('/jobseeker-complete-profile');
  await stepHeading('Tell us about yourself');
  return view;
}

afterEach(() => {
  removeGeolocation();
  resetScenarios();
});

describe('current location from the browser', () => {
  it('prefills the nearest location when the seeker asks', async () => {
    giveCoordinates(MAKATI);
    const calls = recordGeoCalls();
    const { user } = await openStepOne();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText('Current location set to Makati.')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Current location')).toHaveDisplayValue('Makati');
    expect(calls).toHaveLength(1);
    expect(Number(calls[0]?.searchParams.get('longitude'))).toBeCloseTo(MAKATI.longitude);
    expect(Number(calls[0]?.searchParams.get('latitude'))).toBeCloseTo(MAKATI.latitude);
  });

  it('says so, and asks nothing, when the browser gives no position', async () => {
    giveCoordinates('denied');
    const calls = recordGeoCalls();
    const { user } = await openStepOne();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks nothing when the coordinates carry no longitude', async () => {
    giveCoordinates({ latitude: 14.56, longitude: Number.NaN });
    const calls = recordGeoCalls();
    const { user } = await openStepOne();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([ErrorCode.TooManyAttempts, ErrorCode.InternalError, ErrorCode.ValidationFailed])('shows the call\'s %s with its message and keeps the choice open', async (code) => {
    giveCoordinates(MAKATI);
    forceError('getGeoLocation', code, code === ErrorCode.TooManyAttempts ? { retryAfter: 30 } : {});
    const { user } = await openStepOne();
    const location = screen.getByLabelText('Current location');
    const before = (location as HTMLSelectElement).value;
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    const message = code === ErrorCode.TooManyAttempts ? messageOf(code, { seconds: 30 }) : messageOf(code);
    await waitFor(() => expect(screen.getByText(message)).toHaveAttribute('role', 'status'));
    expect(location).toHaveValue(before);
    expect(location).toBeEnabled();
  });
});
