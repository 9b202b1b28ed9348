/**
 * W12 chat, messages: paging back, sending (a failed send keeps the text), resending a failed message,
 * recalling, files under 5 MB, resumes and phone numbers only after both replied, answering a phone
 * request, picking one of several offers, and interview invitation cards.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError, forceVariant } from '../../mocks/scenario/helpers';
import { appendMessage } from '../../mocks/state/chats';
import { FIRST_INTERVIEW_ID } from '../../mocks/state/interviews';
import { uploads } from '../../mocks/state/uploads';
import { sampleFile } from '../support/file-samples';
import { CHAT, openConversation, sendResumeFromConversation, signInMariaForChat } from './chat-support';
import { renderApp } from './render-app';

signInMariaForChat();

describe('history', () => {
  it('pages back through older messages', async () => {
    for (let n = 1; n <= 25; n += 1) await appendMessage(CHAT.muted, { sender: n % 2 ? 'jobseeker' : 'recruiter', type: 'text', text: `Message number ${n}`, status: 'read' });
    const { user, history } = await openConversation(CHAT.muted);
    expect(within(history).getByText('Message number 25')).toBeInTheDocument();
    expect(within(history).queryByText('Message number 5')).not.toBeInTheDocument();
    expect(within(history).queryByText('This is the start of your conversation.')).not.toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Show earlier messages' }));
    expect(await within(history).findByText('Message number 5')).toBeInTheDocument();
    expect(within(history).getByText('This is the start of your conversation.')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
  });
});

describe('sending', () => {
  it('sends with Enter; the recruiter reads it and answers', async () => {
    const { user, history } = await openConversation(CHAT.bothReplied);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Thank you! What time works for the call?{Enter}');
    expect(await within(history).findByText('Thank you! What time works for the call?')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(await within(history).findByText('Thanks for your message! Let me check with the hiring manager and get back to you today.')).toBeInTheDocument();
    const own = within(history).getByText('Thank you! What time works for the call?').closest('li')!;
    await waitFor(() => expect(within(own).getByText('Read')).toBeInTheDocument());
  });

  it('keeps a new line with Shift+Enter and refuses an empty message', async () => {
    const { user } = await openConversation(CHAT.bothReplied);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '{Enter}');
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveValue('Line one\nLine two');
  });

  it.each([
    [50001, 'Sorry, something went wrong on our server. Please try again later.'],
    [40004, "Sorry, we couldn't find what you were looking for."],
    [40006, 'Too many attempts. Please try again in 30 seconds.'],
  ])('keeps the text when sending fails with %i', async (code, message) => {
    forceError('sendMessage', code);
    const { user } = await openConversation(CHAT.bothReplied);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('Your text is still here');
    expect(box).toHaveValue('Are you there?');
  });

  it('shows a message the server could not deliver as not delivered, with Resend', async () => {
    forceVariant('sendMessage', 'failed');
    const { user, history } = await openConversation(CHAT.bothReplied);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is the role still open?{Enter}');
    const bubble = (await within(history).findByText('Is the role still open?')).closest('li')!;
    expect(within(bubble).getByText('Not delivered')).toBeInTheDocument();
    expect(within(bubble).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
  });

  it('resends a message that was not delivered', async () => {
    const { user, history } = await openConversation(CHAT.failedMessage);
    const failed = within(history).getByText('Yes, I can. Which day works best for your team?').closest('li')!;
    expect(within(failed).getByText('Not delivered')).toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(within(history).getByText('Yes, I can. Which day works best for your team?').closest('li')).not.toHaveTextContent('Not delivered'));
    expect(within(history).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });

  it('says why a resend is refused (40005)', async () => {
    forceError('resendMessage', 40005);
    const { user, history } = await openConversation(CHAT.failedMessage);
    await user.click(within(history).getByRole('button', { name: 'Resend' }));
    expect(await within(history).findByRole('alert')).toHaveTextContent('Only messages that failed to send can be resent.');
  });

  it('recalls an own message within 2 minutes, and says the rule when it is too late', async () => {
    const { user, history } = await openConversation(CHAT.offers);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Oops, wrong chat.{Enter}');
    const sent = (await within(history).findByText('Oops, wrong chat.')).closest('li')!;
    await user.click(within(sent).getByRole('button', { name: 'Recall' }));
    expect(await within(history).findByText('You recalled a message.')).toBeInTheDocument();
    expect(within(history).queryByText('Oops, wrong chat.')).not.toBeInTheDocument();

    forceError('recallMessage', 40005);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Second try.{Enter}');
    const second = (await within(history).findByText('Second try.')).closest('li')!;
    await user.click(within(second).getByRole('button', { name: 'Recall' }));
    expect(await within(second).findByRole('alert')).toHaveTextContent('Messages can only be recalled within 2 minutes of sending.');
  });
});

describe('files', () => {
  it('refuses a file over 5 MB before uploading it', async () => {
    const { user } = await openConversation(CHAT.bothReplied);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, sampleFile('pdf', 'big-portfolio.pdf', { size: 5 * 1024 * 1024 + 1 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('“big-portfolio.pdf” is 5 MB. Please choose a file under 5 MB.');
  });

  it.each([
    ['an image named as a PDF', sampleFile('png', 'portfolio.pdf', { size: 20_000 }), '“portfolio.pdf” cannot be sent: send a PDF, Word, Excel or text file, or a JPG, PNG, GIF or WEBP image.'],
    ['an image over 4 MB', sampleFile('jpg', 'scan.jpg', { size: 4 * 1024 * 1024 + 1 }), '“scan.jpg” is 4 MB. Please choose an image under 4 MB.'],
  ])('refuses %s by its content before uploading it', async (_case, file, message) => {
    const { user } = await openConversation(CHAT.bothReplied);
    const before = (await uploads()).count();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect((await uploads()).count()).toBe(before);
  });

  it('uploads and sends a file under 5 MB', async () => {
    const { user, history } = await openConversation(CHAT.bothReplied);
    expect(screen.getByText('Files must be under 5 MB (images under 4 MB).')).toBeInTheDocument();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, sampleFile('pdf', 'portfolio.pdf', { size: 20_000 }));
    const link = await within(history).findByRole('link', { name: 'portfolio.pdf' });
    expect(link.getAttribute('href')).toMatch(/\/mock-assets\/uploads\/.+portfolio\.pdf$/);
    expect(await screen.findByText('“portfolio.pdf” was sent.')).toBeInTheDocument();
  });

  it.each([
    [41064, 'The image is too large. Please upload an image under 4 MB.'],
    [50006, 'Failed to upload the file. Please try again.'],
  ])('shows an upload refusal %i', async (code, message) => {
    forceError('uploadFile', code);
    const { user } = await openConversation(CHAT.bothReplied);
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, sampleFile('png', 'photo.png', { size: 20_000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('resume and phone numbers', () => {
  it('waits until both parties have replied, and says why', async () => {
    await openConversation(CHAT.appliedOnly);
    const rule = 'You can send your resume and exchange phone numbers once you and the recruiter have both replied.';
    expect(screen.getByText(rule)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send resume' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send resume' })).toHaveAccessibleDescription(rule);
    expect(screen.getByRole('button', { name: 'Exchange phone numbers' })).toBeDisabled();
  });

  it('sends a chosen resume', async () => {
    const { user, history } = await openConversation(CHAT.offers);
    await sendResumeFromConversation(user, history, 'Maria_Santos_CV_Finance.docx');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the rule when the server refuses the resume (40005)', async () => {
    forceError('sendResumeInChat', 40005);
    const { user } = await openConversation(CHAT.offers);
    await user.click(screen.getByRole('button', { name: 'Send resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a resume' });
    await within(dialog).findByRole('radio', { name: 'Maria_Santos_Resume_2026.pdf' });
    await user.click(within(dialog).getByRole('button', { name: 'Send resume' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('once you and the recruiter have both replied');
  });

  it('asks to exchange phone numbers', async () => {
    const { user, history } = await openConversation(CHAT.offers);
    await user.click(screen.getByRole('button', { name: 'Exchange phone numbers' }));
    expect(await within(history).findByText('You asked to exchange phone numbers.')).toBeInTheDocument();
  });

  it("accepts the recruiter's phone request and shows their number", async () => {
    const { user, history } = await openConversation(CHAT.phoneRequest);
    expect(within(history).getByText(/would like to exchange phone numbers with you\.$/)).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Share numbers' }));
    expect(await within(history).findByRole('link', { name: /^\+63 / })).toHaveAttribute('href', expect.stringMatching(/^tel:\+63\d+$/));
    expect(within(history).queryByRole('button', { name: 'Share numbers' })).not.toBeInTheDocument();
  });

  it('shows a number stored ungrouped (+6581234567) as its country writes it, calling its E.164 address', async () => {
    await appendMessage(CHAT.bothReplied, {
      sender: 'recruiter', type: 'phone_exchange', text: null, status: 'read', phone_exchange: { status: 'accepted', phone: '+6581234567' },
    });
    const { history } = await openConversation(CHAT.bothReplied);
    const number = await within(history).findByRole('link', { name: '+65 8123 4567' });
    expect(number).toHaveAttribute('href', 'tel:+6581234567');
    expect(number).toHaveAttribute('dir', 'ltr');
  });

  it('keeps the exchanged number left to right in Arabic', async () => {
    await appendMessage(CHAT.bothReplied, {
      sender: 'recruiter', type: 'phone_exchange', text: null, status: 'read', phone_exchange: { status: 'accepted', phone: '+6581234567' },
    });
    await renderApp(`/ar/chat/${CHAT.bothReplied}`);
    const number = await screen.findByRole('link', { name: '+65 8123 4567' });
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(number).toHaveAttribute('href', 'tel:+6581234567');
    expect(number.closest('p')).toHaveTextContent(/^تم تبادل أرقام الهاتف\./);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it("declines the recruiter's phone request, and shows a refusal", async () => {
    const { user, history } = await openConversation(CHAT.phoneRequest);
    forceError('respondPhoneExchange', 40005);
    await user.click(within(history).getByRole('button', { name: 'Decline' }));
    expect(await within(history).findByRole('alert')).toHaveTextContent('This has already been answered.');
  });
});

describe('offers and interviews', () => {
  it('lets the candidate pick one of two offers', async () => {
    const { user, history } = await openConversation(CHAT.offers);
    const accept = within(history).getAllByRole('button', { name: 'Accept offer' });
    expect(accept).toHaveLength(2);
    expect(within(history).getAllByText('You can accept one offer. Accepting this one declines the others.')).toHaveLength(2);
    await user.click(accept[1]!);
    await waitFor(() => expect(within(history).queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument());
    expect(within(history).getByText('Accepted')).toBeInTheDocument();
    expect(within(history).getByText('Declined')).toBeInTheDocument();
  });

  it('renders an interview invitation card that opens its interview here; accepting it there updates the card', async () => {
    const { user, history } = await openConversation(CHAT.interview);
    const card = within(history).getByText('Interview invitation', { selector: '.chat-card__kind' }).closest('.chat-card') as HTMLElement;
    const jobTitle = within(card).getByText('Job').nextElementSibling?.textContent ?? '';
    expect(jobTitle).not.toBe('');
    expect(within(card).getByText('60 minutes', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('On-site')).toBeInTheDocument();
    expect(within(card).getByText('Waiting for your answer')).toBeInTheDocument();
    const view = within(card).getByRole('link', { name: 'View invitation' });
    expect(view).toHaveAttribute('href', `/chat/${CHAT.interview}?interview=${FIRST_INTERVIEW_ID}`);

    await user.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Interview' });
    expect(await within(dialog).findByText(jobTitle)).toBeInTheDocument();
    await user.click(within(within(dialog).getByRole('group', { name: 'Times the employer offered' })).getAllByRole('checkbox')[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('You accepted the interview.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(card).findByText('Accepted')).toBeInTheDocument();
  });

  it('gets an invitation when the recruiter is asked about an interview, and it is a real interview to accept', async () => {
    const { user, history } = await openConversation(CHAT.bothReplied);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'I am available for an interview any day this week.{Enter}');
    const view = await within(history).findByRole('link', { name: 'View invitation' });
    const card = view.closest('.chat-card') as HTMLElement;
    expect(within(card).getByText('Video call')).toBeInTheDocument();
    await user.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Interview' });
    expect(await within(dialog).findByText('Invitation pending')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('You accepted the interview.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await within(card).findByText('Accepted')).toBeInTheDocument();
  });
});
