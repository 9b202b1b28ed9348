/**
 * W17: leaving with unsaved edits asks first (in-app links through the router's blocker, reloads and
 * closed tabs through beforeunload), one form at a time, and the Singapore identity offer (W20).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { openMariasProfile, section, signInAsMaria, signInAsWeiLing } from './manage-profile-steps';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { seedSessionUsers } from '../support/factories/session-user-factory';

function companiesLink(): HTMLElement {
  return within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Companies' });
}

function unloadIsHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function startEditingFirstName() {
  const app = await openMariasProfile();
  await app.user.click(within(section('Basic info')).getByRole('button', { name: 'Edit basic info' }));
  const form = await within(section('Basic info')).findByRole('form', { name: 'Basic info' });
  const firstName = within(form).getByLabelText('First name');
  return { ...app, form, firstName };
}

describe('/manage-profile unsaved edits', () => {
  it('asks before following a link away; Stay keeps the edits, Leave goes', async () => {
    const { user, router, firstName } = await startEditingFirstName();
    expect(unloadIsHeld()).toBe(false);
    await user.type(firstName, 'na');
    await waitFor(() => expect(unloadIsHeld()).toBe(true));

    await user.click(companiesLink());
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveAccessibleDescription('You have changes that are not saved yet. If you leave now, they will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/manage-profile');
    expect(firstName).toHaveValue('Mariana');

    await user.click(companiesLink());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'));
  });

  it('lets the page go without asking when nothing was changed or the change was saved', async () => {
    const { user, router, form, firstName } = await startEditingFirstName();
    await user.type(firstName, 'na');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await within(section('Basic info')).findByText('Mariana Santos');
    expect(unloadIsHeld()).toBe(false);
    await user.click(companiesLink());
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks to finish the current edit before opening another form', async () => {
    const { user, firstName } = await startEditingFirstName();
    await user.type(firstName, 'na');
    await user.click(within(section('Work experience')).getByRole('button', { name: 'Add work experience' }));
    expect(await screen.findByText('Please finish the current editing first.')).toBeInTheDocument();
    expect(within(section('Work experience')).queryByRole('form')).not.toBeInTheDocument();
    expect(firstName).toHaveValue('Mariana');
  });

  it('opens another form at once when the open one has no edits', async () => {
    const { user } = await startEditingFirstName();
    await user.click(within(section('Work experience')).getByRole('button', { name: 'Add work experience' }));
    expect(await within(section('Work experience')).findByRole('form', { name: 'Add work experience' })).toBeInTheDocument();
    expect(within(section('Basic info')).queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('/manage-profile Singapore identity (W20)', () => {
  it('offers the Singpass verification on the sg site to a user not verified yet', async () => {
    signInAsWeiLing();
    await renderApp('/manage-profile', { host: 'sg.localhost' });
    const offer = await screen.findByRole('complementary', { name: 'Verify your Singapore identity' });
    expect(within(offer).getByRole('link', { name: 'Verify with Singpass' })).toHaveAttribute('href', '/singpass-verification');
  });

  it('does not offer it on other sites', async () => {
    signInAsMaria();
    await renderApp('/manage-profile');
    await screen.findByRole('region', { name: 'Work experience' });
    expect(screen.queryByRole('complementary', { name: 'Verify your Singapore identity' })).not.toBeInTheDocument();
  });

  it('does not offer it to a user verified already', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.singapore, user: seedSessionUsers.weiLing({ additional_info: { source: null, user_identity_id: 1 } }) });
    await renderApp('/manage-profile', { host: 'sg.localhost' });
    await screen.findByRole('region', { name: 'Work experience' });
    expect(screen.queryByRole('complementary', { name: 'Verify your Singapore identity' })).not.toBeInTheDocument();
  });
});
