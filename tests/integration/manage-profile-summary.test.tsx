/**
 * W17 summary: edit and save (what was typed kept on error), and "Write with AI" (G07): the text streams
 * in chunk by chunk, can be stopped, rewritten and accepted into the field; credits left; 41275 and 50014.
 */
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@sdk/api-error';
import { STREAM_EVENT_GAP_MS } from '../../mocks/handlers/resumes/career-summary-handlers';
import { forceError } from '../../mocks/scenario/helpers';
import { mockServer } from '../support/mock-lifecycle';
import { renderApp } from './render-app';
import { findSection, messageOf, openMariasProfile, section, signInAsJuan } from './manage-profile-steps';

async function editSummary() {
  const app = await openMariasProfile();
  await app.user.click(within(section('Summary')).getByRole('button', { name: 'Edit summary' }));
  const form = await within(section('Summary')).findByRole('form', { name: 'Summary' });
  return { ...app, form };
}

async function openWriter() {
  const app = await editSummary();
  await app.user.click(within(app.form).getByRole('button', { name: 'Write with AI' }));
  const writer = within(app.form).getByRole('group', { name: 'Write with AI' });
  return { ...app, writer };
}

const draft = (writer: HTMLElement) => within(writer).queryByRole('heading', { name: 'AI draft' })?.nextElementSibling?.textContent ?? '';

afterEach(() => vi.useRealTimers());

describe('/manage-profile summary', () => {
  it("shows Maria's summary", async () => {
    await openMariasProfile();
    expect(within(section('Summary')).getByText(/^CPA with nine years in audit/)).toBeInTheDocument();
  });

  it('invites a new user to write one; the AI asks for a job preference first', async () => {
    signInAsJuan();
    const { user } = await renderApp('/manage-profile');
    const card = await findSection('Summary');
    expect(await within(card).findByText(/^Not added yet\. Tell recruiters about yourself/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit summary' }));
    await user.click(await within(card).findByRole('button', { name: 'Write with AI' }));
    expect(within(card).getByText('Add a job preference first: the AI writes your summary for one of them.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Close AI writing' }));
    expect(within(card).getByRole('button', { name: 'Write with AI' })).toBeInTheDocument();
  });

  it('saves the typed summary and shows it; keeps what was typed when the save fails', async () => {
    const { user, form } = await editSummary();
    const field = within(form).getByLabelText('Personal summary');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Accountant who loves clean books.');
    forceError('updateMyProfile', ErrorCode.InternalError);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(messageOf(ErrorCode.InternalError))).toBeInTheDocument();
    expect(field).toHaveValue('Accountant who loves clean books.');
  });

  it('streams the AI summary in as it is written, announces when done with the credits left, and accepts it into the field', async () => {
    const { user, form, writer } = await openWriter();
    expect(within(writer).getByText('Each writing uses a credit; you have 10 credits a day.')).toBeInTheDocument();
    await user.click(within(writer).getByRole('button', { name: 'Write my summary' }));
    expect(await within(writer).findByRole('status')).toHaveTextContent('Writing your summary…');

    // The draft grows: seen partly written before it is whole.
    const partial = await waitFor(() => {
      const text = draft(writer);
      expect(text.length).toBeGreaterThan(0);
      return text;
    });
    expect(partial).not.toMatch(/measurable difference\.$/);
    await waitFor(() => expect(within(writer).getByRole('status')).toHaveTextContent('Your summary is written.'));
    expect(draft(writer)).toMatch(/^Maria is a results-driven professional.*measurable difference\.$/);
    expect(within(writer).getByText('9 credits left today.')).toBeInTheDocument();

    const kept: unknown[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH' && request.url.endsWith('/aicv/ai_writing/career_summary')) void request.clone().json().then((body) => kept.push(body));
    });
    await user.click(within(writer).getByRole('button', { name: 'Use this summary' }));
    const field = within(form).getByLabelText('Personal summary');
    expect((field as HTMLTextAreaElement).value).toMatch(/^Maria is a results-driven professional/);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const card = section('Summary');
    expect(await within(card).findByText(/^Maria is a results-driven professional/)).toBeInTheDocument();
    expect(within(card).getAllByRole('status').at(-1)).toHaveTextContent('Your changes are saved.');
    // The accepted AI summary is kept for the job preference it was written for.
    expect(kept).toEqual([expect.objectContaining({ job_preference_id: expect.any(Number), rewrite_type: null, summary: expect.stringMatching(/^Maria is a results-driven/) })]);
    mockServer.events.removeAllListeners();
  });

  it('stops the writing, keeps what was written so far, and rewrites it in a chosen way', async () => {
    const { user, writer } = await openWriter();
    // The mock writes an event every STREAM_EVENT_GAP_MS, on a fake clock that also follows the real one.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(writer).getByRole('button', { name: 'Write my summary' }));
    await waitFor(() => expect(draft(writer).length).toBeGreaterThan(0));
    // Focus stays on the one button that writes and stops.
    expect(within(writer).getByRole('button', { name: 'Stop writing' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(writer).getByRole('status')).toHaveTextContent('Writing stopped.');
    const stoppedAt = draft(writer);
    expect(stoppedAt).not.toMatch(/measurable difference\.$/);
    // Time for the mock to write the whole summary many times over: nothing more arrives.
    await vi.advanceTimersByTimeAsync(1_000 * STREAM_EVENT_GAP_MS);
    expect(draft(writer)).toBe(stoppedAt);
    vi.useRealTimers();

    await user.click(within(writer).getByRole('button', { name: 'Write a new one' }));
    await waitFor(() => expect(within(writer).getByRole('status')).toHaveTextContent('Your summary is written.'));
    await user.selectOptions(within(writer).getByLabelText('Rewrite it'), 'Longer');
    await user.click(within(writer).getByRole('button', { name: 'Rewrite' }));
    expect(within(writer).getByRole('button', { name: 'Stop writing' })).toHaveFocus();
    await waitFor(() => expect(draft(writer)).toMatch(/coaching junior team members\.$/));
    expect(await within(writer).findByText('7 credits left today.')).toBeInTheDocument();
  });

  it('says when no AI credits are left today (41275), keeping the typed text', async () => {
    const { user, form, writer } = await openWriter();
    const field = within(form).getByLabelText('Personal summary');
    await user.clear(field);
    await user.type(field, 'My own words');
    forceError('generateCareerSummary', ErrorCode.AicvQueryLimit);
    await user.click(within(writer).getByRole('button', { name: 'Write my summary' }));
    expect(await within(writer).findByRole('alert')).toHaveTextContent(messageOf(ErrorCode.AicvQueryLimit));
    expect(within(writer).getByText('0 credits left today.')).toBeInTheDocument();
    expect(within(writer).getByRole('button', { name: 'Write my summary' })).toBeDisabled();
    expect(field).toHaveValue('My own words');
  });

  it('shows a failed AI generation (50014)', async () => {
    const { user, writer } = await openWriter();
    forceError('generateCareerSummary', ErrorCode.AiGenerationFailed);
    await user.click(within(writer).getByRole('button', { name: 'Write my summary' }));
    expect(await within(writer).findByRole('alert')).toHaveTextContent(messageOf(ErrorCode.AiGenerationFailed));
  });
});
