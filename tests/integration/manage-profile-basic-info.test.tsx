/**
 * W17 basic info: view, edit and save (the session user follows), at least 16 years old, the server's
 * codes on the phone field, its field errors on their fields, focus after saving and cancelling.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@sdk/api-error';
import { fail } from '../../mocks/http/reply';
import { forceError } from '../../mocks/scenario/helpers';
import { giveCoordinates, removeGeolocation } from '../support/geolocation';
import { mockServer } from '../support/mock-lifecycle';
import { messageOf, openMariasProfile, section } from './manage-profile-steps';

async function editBasicInfo() {
  const app = await openMariasProfile();
  await app.user.click(within(section('Basic info')).getByRole('button', { name: 'Edit basic info' }));
  const form = await within(section('Basic info')).findByRole('form', { name: 'Basic info' });
  return { ...app, form };
}

function field(form: HTMLElement, name: string): HTMLInputElement {
  return within(form).getByLabelText(name);
}

afterEach(() => removeGeolocation());

describe('/manage-profile basic info', () => {
  it('prefills the current location from the browser\'s coordinates on request, and saves it', async () => {
    giveCoordinates({ latitude: 10.3157, longitude: 123.8854 });
    const { user, form } = await editBasicInfo();
    await user.click(within(form).getByRole('button', { name: 'Use my current location' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(/^Current location set to Cebu/);
    expect(field(form, 'Current location')).toHaveDisplayValue(/^Cebu/);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(section('Basic info')).findByText(/Cebu/)).toBeInTheDocument();
  });

  it('shows the geo-location call\'s failure in the form and keeps the location field as it was', async () => {
    giveCoordinates({ latitude: 10.3157, longitude: 123.8854 });
    forceError('getGeoLocation', ErrorCode.InternalError);
    const { user, form } = await editBasicInfo();
    const before = field(form, 'Current location').value;
    await user.click(within(form).getByRole('button', { name: 'Use my current location' }));
    expect(await within(form).findByText(messageOf(ErrorCode.InternalError))).toHaveAttribute('role', 'status');
    expect(field(form, 'Current location')).toHaveValue(before);
  });

  it('saves the edits, shows them, says so and gives focus to the section; the header follows the new name', async () => {
    const { user, form } = await editBasicInfo();
    expect(field(form, 'First name')).toHaveFocus();
    await user.clear(field(form, 'First name'));
    await user.type(field(form, 'First name'), 'Mariana');
    await user.selectOptions(within(form).getByLabelText('Job seeking status'), 'Open to offers');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const card = section('Basic info');
    expect(await within(card).findByText('Mariana Santos')).toBeInTheDocument();
    expect(within(card).getByText('Open to offers')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('Your changes are saved.');
    expect(within(card).getByRole('heading', { level: 2, name: 'Basic info' })).toHaveFocus();
    expect(await screen.findByRole('button', { name: /^Mariana Santos/ })).toBeInTheDocument();
  });

  it('refuses a date of birth less than 16 years ago, keeping what was typed', async () => {
    const { user, form } = await editBasicInfo();
    const lastYear = new Date().getUTCFullYear() - 1;
    await user.clear(field(form, 'Date of birth'));
    await user.type(field(form, 'Date of birth'), `${lastYear}-01-15`);
    await user.clear(field(form, 'Last name'));
    await user.type(field(form, 'Last name'), 'Reyes');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('You must be at least 16 years old.')).toBeInTheDocument();
    expect(field(form, 'Date of birth')).toHaveAccessibleDescription(/You must be at least 16 years old\./);
    expect(field(form, 'Last name')).toHaveValue('Reyes');
  });

  it("puts the server's phone codes on the number: the country's format, a number used by another account", async () => {
    const { user, form } = await editBasicInfo();
    await user.clear(field(form, 'Mobile number'));
    await user.type(field(form, 'Mobile number'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(form, 'Mobile number')).toHaveAccessibleDescription(new RegExp(messageOf(ErrorCode.InvalidMobilePhilippine).slice(0, 30))));

    await user.selectOptions(within(form).getByLabelText('Country code'), '+65');
    await user.clear(field(form, 'Mobile number'));
    await user.type(field(form, 'Mobile number'), '81234567');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(form, 'Mobile number')).toHaveAccessibleDescription(new RegExp(messageOf(ErrorCode.PhoneUsedByAnotherAccount))));
    expect(field(form, 'Mobile number')).toHaveFocus();
  });

  it("shows the server's field errors on their fields, and other codes on the form", async () => {
    mockServer.use(http.patch('http://localhost/api/jobseeker/me', () => fail(ErrorCode.ValidationFailed, { message: 'Invalid.', fields: { home_address: ['The home address is not deliverable.'] } })));
    const { user, form } = await editBasicInfo();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(form, 'Home address')).toHaveAccessibleDescription('The home address is not deliverable.'));
    expect(within(form).getByText(messageOf(ErrorCode.ValidationFailed))).toBeInTheDocument();

    mockServer.resetHandlers();
    forceError('updateMyProfile', ErrorCode.TooManyAttempts, { retryAfter: 12 });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Too many attempts. Please try again in 12 seconds.')).toBeInTheDocument();
    expect(field(form, 'First name')).toHaveValue('Maria');
  });

  it('gives focus back to Edit on cancel', async () => {
    const { user, form } = await editBasicInfo();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(section('Basic info')).getByRole('button', { name: 'Edit basic info' })).toHaveFocus());
  });
});
