/**
 * W12 chat, common phrases and greeting messages: picking a phrase into the composer, managing up to 20
 * phrases and up to 10 greetings, the automatic greeting setting, and every refusal with its message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError } from '../../mocks/scenario/helpers';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { seedSessionUsers } from '../support/factories/session-user-factory';
import { CHAT, openConversation, signInMariaForChat } from './chat-support';
import { renderApp } from './render-app';

signInMariaForChat();

async function openDialog(name: 'Common phrases' | 'Greeting messages') {
  const view = await renderApp('/chat');
  await screen.findByRole('heading', { name: 'Conversations' });
  const opener = screen.getAllByRole('button', { name })[0]!;
  await view.user.click(opener);
  const dialog = await screen.findByRole('dialog', { name });
  return { ...view, dialog, opener };
}

describe('common phrases', () => {
  it('picks a phrase into the composer', async () => {
    const { user } = await openConversation(CHAT.bothReplied);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello!');
    const toggle = screen.getByRole('button', { name: 'Common phrases', expanded: false });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const phrases = await screen.findByRole('list', { name: 'Common phrases' });
    await user.click(within(phrases).getByRole('button', { name: 'I am available to start immediately.' }));
    expect(box).toHaveValue('Hello! I am available to start immediately.');
    expect(document.activeElement).toBe(box);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggle);
  });

  it('adds, edits and deletes phrases, and returns focus when closed', async () => {
    const { user, dialog, opener } = await openDialog('Common phrases');
    expect(await within(dialog).findByText('5 of 20 phrases')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'New phrase' }), 'My portfolio is attached.');
    await user.click(within(dialog).getByRole('button', { name: 'Add phrase' }));
    expect(await within(dialog).findByText('My portfolio is attached.')).toBeInTheDocument();
    expect(within(dialog).getByText('6 of 20 phrases')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'New phrase' })).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Edit: My portfolio is attached.' }));
    const edit = within(dialog).getByRole('textbox', { name: 'Edit text' });
    await user.clear(edit);
    await user.type(edit, 'Portfolio attached.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Portfolio attached.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete: Portfolio attached.' }));
    await waitFor(() => expect(within(dialog).queryByText('Portfolio attached.')).not.toBeInTheDocument());
    expect(within(dialog).getByText('5 of 20 phrases')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('says 20 phrases at most (41181) and keeps the text', async () => {
    forceError('createCommonPhrase', 41181);
    const { user, dialog } = await openDialog('Common phrases');
    const box = await within(dialog).findByRole('textbox', { name: 'New phrase' });
    await user.type(box, 'One more phrase');
    await user.click(within(dialog).getByRole('button', { name: 'Add phrase' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('20 common phrases at most.');
    expect(box).toHaveValue('One more phrase');
  });

  it('refuses an empty phrase before asking the server', async () => {
    const { user, dialog } = await openDialog('Common phrases');
    await user.click(await within(dialog).findByRole('button', { name: 'Add phrase' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
  });
});

describe('greeting messages', () => {
  it('turns the automatic greeting off and on, and chooses which one is sent', async () => {
    const { user, dialog } = await openDialog('Greeting messages');
    const toggle = await within(dialog).findByRole('checkbox', { name: 'Send a greeting automatically when a new chat starts' });
    expect(toggle).toBeChecked();
    expect(within(dialog).getByText('3 of 10 greetings')).toBeInTheDocument();
    const choices = within(dialog).getAllByRole('radio');
    expect(choices[0]).toBeChecked();
    await user.click(choices[2]!);
    await waitFor(() => expect(within(dialog).getAllByRole('radio')[2]).toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(within(dialog).getByRole('checkbox')).not.toBeChecked());
  });

  it('refuses links and phone numbers (41344) and keeps the text', async () => {
    const { user, dialog } = await openDialog('Greeting messages');
    const box = await within(dialog).findByRole('textbox', { name: 'New greeting' });
    await user.type(box, 'Call me at +63 917 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Add greeting' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Messages cannot contain links or phone numbers.');
    expect(box).toHaveValue('Call me at +63 917 123 4567');
  });

  it.each([
    ['createGreeting', 41343, 'You can add up to 10 greeting messages.'],
    ['createGreeting', 50001, 'Sorry, something went wrong on our server. Please try again later.'],
  ] as const)('shows %s %i', async (operation, code, message) => {
    forceError(operation, code);
    const { user, dialog } = await openDialog('Greeting messages');
    await user.type(await within(dialog).findByRole('textbox', { name: 'New greeting' }), 'Hello! Happy to chat.');
    await user.click(within(dialog).getByRole('button', { name: 'Add greeting' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the auto-reply refusal (41225)', async () => {
    forceError('updateGreetingSettings', 41225);
    const { user, dialog } = await openDialog('Greeting messages');
    await user.click(await within(dialog).findByRole('checkbox'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("You don't have permission to use auto-reply.");
  });

  it('explains the missing permission to an incomplete profile', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.newUser, user: seedSessionUsers.juan() });
    const { dialog } = await openDialog('Greeting messages');
    expect(await within(dialog).findByText('Complete your profile to send greetings automatically.')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox')).toBeDisabled();
    expect(within(dialog).getByText('You have no greeting messages yet.')).toBeInTheDocument();
  });

  it('shows a greetings load failure with a retry', async () => {
    forceError('listGreetings', 50001);
    const { dialog } = await openDialog('Greeting messages');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sorry, something went wrong on our server.');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
