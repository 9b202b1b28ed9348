/**
 * W08 actions besides applying: save and unsave with undo, share (share sheet or the 550×400 popup
 * fallback with copy link), report with the config's ten reasons and not-for-me feedback (W32),
 * external jobs, continuing a chat, the job view count, the mobile bar's "open app" (W31) and W09's
 * guard.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED_USERS } from '../../mocks/state/accounts';
import { externalClicks, jobReports, jobViewCount, jobViews, ofUser } from '../../mocks/state/job-activity';
import { findSavedJob, savedJobsOf } from '../../mocks/state/saved-jobs';
import { feedback } from '../../mocks/state/uploads';
import { forceError } from '../../mocks/scenario/helpers';
import { setOperationScenario } from '../../mocks/scenario/scenario-store';
import { getDatabase } from '../../mocks/db/database';
import { mockServer } from '../support/mock-lifecycle';
import { recordHardNavigations } from './hard-navigations';
import { externalJob, freshJob, jobWithStatus, mariaAppliedJob, signInAs } from './job-actions-support';
import { DESKTOP_USER_AGENT, PHONE_USER_AGENT } from '../support/user-agents';
import { renderApp } from './render-app';

const navigations = recordHardNavigations();

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

/** The job page's "More" (the header has a "More" of its own). */
async function moreActions(): Promise<HTMLElement> {
  return within(await screen.findByRole('region', { name: 'Job actions' })).getByRole('button', { name: 'More' });
}

describe('save and unsave', () => {
  it('saves a job, then undoes it from the status message', async () => {
    signInAs('weiLing');
    const job = await freshJob({ questions: false });
    const { user } = await renderApp(`/job/${job.slug}`);
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'false'));
    await user.click(save);
    expect(await screen.findByText('Job saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(await findSavedJob(SEED_USERS.singapore, job.id)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The job is no longer saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(await findSavedJob(SEED_USERS.singapore, job.id)).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('unsaves a saved job, and Undo saves it again', async () => {
    signInAs('maria');
    const savedId = (await savedJobsOf(SEED_USERS.complete))[0]!.job_id;
    const job = getDatabase().indexes.jobsById.get(savedId)!;
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Saved' }));
    expect(await screen.findByText('Removed from your saved jobs.')).toBeInTheDocument();
    expect(await findSavedJob(SEED_USERS.complete, job.id)).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The job is saved again.')).toBeInTheDocument();
    expect(await findSavedJob(SEED_USERS.complete, job.id)).toBeDefined();
  });

  it('says why saving failed', async () => {
    signInAs('weiLing');
    forceError('saveJob', 41113);
    const job = await freshJob({ questions: false });
    const { user } = await renderApp(`/job/${job.slug}`);
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'false'));
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Position has been deleted');
  });

  it('shows a failed saved-state check with a retry', async () => {
    signInAs('weiLing');
    forceError('checkJobSaved', 50001);
    const job = await freshJob({ questions: false });
    await renderApp(`/job/${job.slug}`);
    expect(await screen.findByRole('button', { name: 'Retry loading saved state' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, something went wrong on our server. Please try again later.')).toBeInTheDocument();
  });

  it('asks a guest to sign in to save, and brings them back to the job', async () => {
    const job = await freshJob({ questions: false });
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(dialog).toHaveAccessibleDescription('Log in or register to save jobs and find them again later.');
    expect(within(dialog).getByRole('link', { name: 'Log in or register' })).toHaveAttribute('href', `/get-started?redirect=${encodeURIComponent(`/job/${job.slug}`)}`);
  });
});

describe('share', () => {
  it('uses the share sheet when the device has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const job = await freshJob({ questions: false });
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: job.title, url: `${window.location.origin}/job/${job.slug}` });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to the networks in a 550×400 popup and "copy link"', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => window);
    const job = await freshJob({ questions: false });
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this job' });
    const url = `${window.location.origin}/job/${job.slug}`;
    const facebook = within(dialog).getByRole('link', { name: 'Facebook (opens in a new window)' });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(within(dialog).getAllByRole('link')).toHaveLength(5);
    await user.click(facebook);
    expect(open).toHaveBeenCalledWith(facebook.getAttribute('href'), '_blank', expect.stringContaining('width=550,height=400'));

    expect(within(dialog).getByRole('textbox', { name: 'Job link' })).toHaveValue(url);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });
});

describe('report (W32)', () => {
  it('reports with one of the ten configured reasons', async () => {
    signInAs('maria');
    const job = await freshJob({ questions: false });
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(await moreActions());
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    const group = await within(dialog).findByRole('group', { name: 'Why are you reporting this job?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(10);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: 'Incorrect location' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. We received your report and will look into it.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const reports = await ofUser(jobReports, SEED_USERS.complete);
    expect(reports).toEqual([expect.objectContaining({ job_id: job.id, report_reason_id: 8 })]);
  });

  it('keeps the chosen reason when the report fails', async () => {
    signInAs('maria');
    forceError('reportJob', 40006, { retryAfter: 12 });
    const job = await freshJob({ questions: false });
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(await moreActions());
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    const reason = await within(dialog).findByRole('radio', { name: 'Scam, phishing or malware' });
    await user.click(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 12 seconds.');
    expect(reason).toBeChecked();
  });

  it('shows the reasons list failing, with a retry', async () => {
    signInAs('maria');
    forceError('getConfigLists', 50001);
    const job = await freshJob({ questions: false });
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(await moreActions());
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sorry, something went wrong on our server. Please try again later.');
    setOperationScenario('getConfigLists', undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(10);
  });
});

describe('not for me (W32)', () => {
  it('sends the chosen reason and a comment as feedback', async () => {
    signInAs('maria');
    const job = await freshJob({ questions: false });
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(await moreActions());
    await user.click(screen.getByRole('menuitem', { name: 'Not for me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not the right job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'The salary is too low' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Anything else? (optional)' }), 'Below the market rate.');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thanks for your feedback.')).toBeInTheDocument();
    const sent = (await feedback()).all();
    expect(sent).toEqual([expect.objectContaining({ user_id: SEED_USERS.complete, description: `Not suitable: job ${job.id}, reason salary\nBelow the market rate.` })]);
  });

  it('keeps the choice and the comment when sending fails', async () => {
    signInAs('maria');
    forceError('submitFeedback', 50001);
    const job = await freshJob({ questions: false });
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(await moreActions());
    await user.click(screen.getByRole('menuitem', { name: 'Not for me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not the right job?' });
    const reason = within(dialog).getByRole('radio', { name: 'It is not my field' });
    await user.click(reason);
    const comment = within(dialog).getByRole('textbox', { name: 'Anything else? (optional)' });
    await user.type(comment, 'Too senior');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sorry, something went wrong on our server. Please try again later.');
    expect(reason).toBeChecked();
    expect(comment).toHaveValue('Too senior');
  });
});

describe('external jobs', () => {
  it('records the click before leaving for the employer\'s site', async () => {
    signInAs('weiLing');
    const job = externalJob();
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(await screen.findByRole('button', { name: /^Apply on company site/ }));
    await waitFor(() => expect(navigations).toEqual([job.external_apply_url]));
    const clicks = (await externalClicks()).all();
    expect(clicks).toEqual([expect.objectContaining({ job_id: job.id, user_id: SEED_USERS.singapore })]);
  });

  it('never follows an address that is not http(s)', async () => {
    signInAs('weiLing');
    const job = externalJob();
    mockServer.use(
      http.post('http://localhost/api/job/:jobId/click-external-job', () =>
        HttpResponse.json({ code: 0, message: 'success', data: { job_id: job.id, external_apply_url: 'javascript:alert(1)', clicked_at: '2026-11-22T04:06:30Z' } })),
    );
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(await screen.findByRole('button', { name: /^Apply on company site/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent("This job's application link cannot be opened.");
    expect(navigations).toEqual([]);
  });

  it('says why recording failed and still offers the site', async () => {
    signInAs('weiLing');
    forceError('recordExternalJobClick', 50001);
    const job = externalJob();
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(await screen.findByRole('button', { name: /^Apply on company site/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong on our server.');
    expect(screen.getByRole('link', { name: 'Continue to the company site' })).toHaveAttribute('href', job.external_apply_url);
    expect(navigations).toEqual([]);
  });
});

describe('continue chat', () => {
  it('sends a seeker whose profile the server finds incomplete (40005) to complete it', async () => {
    signInAs('maria');
    forceError('startConversation', 40005);
    const job = await mariaAppliedJob();
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Continue chat' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Complete your profile before chatting with recruiters.');
    expect(within(alert).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', `/jobseeker-complete-profile?redirect=${encodeURIComponent(`/job/${job.slug}`)}`);
  });

  it('shows "Eligibility Mismatch" (41274)', async () => {
    signInAs('maria');
    forceError('startConversation', 41274);
    const job = await mariaAppliedJob();
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Continue chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Eligibility Mismatch');
  });
});

describe('the page itself', () => {
  it('counts the view once, in the viewed history of a signed-in seeker', async () => {
    signInAs('weiLing');
    const job = await freshJob({ questions: false });
    await renderApp(`/job/${job.slug}`);
    await screen.findByRole('heading', { level: 1, name: job.title });
    await waitFor(async () => expect((await ofUser(jobViews, SEED_USERS.singapore)).map((view) => view.job_id)).toEqual([job.id]));
    expect(await jobViewCount(job.id)).toBe(1);
  });

  it('offers mobile web the country\'s app and a sign-in prompt in the action bar (W31)', async () => {
    const job = await freshJob({ questions: false });
    await renderApp(`/job/${job.slug}`, { userAgent: PHONE_USER_AGENT });
    const actions = await screen.findByRole('region', { name: 'Job actions' });
    expect(actions).toHaveClass('job-actions--mobile-web');
    expect(within(actions).getByRole('link', { name: 'Open app' })).toHaveAttribute('href', 'https://jobchat.ph/app');
    expect(within(actions).getByRole('link', { name: 'Log in / Sign up' })).toHaveAttribute('href', `/get-started?redirect=${encodeURIComponent(`/job/${job.slug}`)}`);
  });

  it('offers no app and no sticky bar to a desktop browser', async () => {
    const job = await freshJob({ questions: false });
    await renderApp(`/job/${job.slug}`, { userAgent: DESKTOP_USER_AGENT });
    const actions = await screen.findByRole('region', { name: 'Job actions' });
    expect(actions).not.toHaveClass('job-actions--mobile-web');
    expect(within(actions).queryByRole('link', { name: 'Open app' })).toBeNull();
    expect(within(actions).getByRole('link', { name: 'Log in / Sign up' })).toBeInTheDocument();
  });

  it('sends a guest who opens W09 to sign in and back', async () => {
    const job = await freshJob({ questions: false });
    const { router } = await renderApp(`/job/${job.slug}/apply/success`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(`/job/${job.slug}/apply/success`)}`);
  });

  it('leads W09 of a job never applied to, open or closed, to the job page, never saying "Application sent!"', async () => {
    signInAs('maria');
    for (const job of [await freshJob({ questions: false }), jobWithStatus('closed')]) {
      const { router } = await renderApp(`/job/${job.slug}/apply/success`);
      await waitFor(() => expect(router.state.location.pathname).toBe(`/job/${job.slug}`));
      expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeInTheDocument();
      expect(screen.queryByText('Application sent!')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('shows W09 with the job and similar jobs to a signed-in seeker', async () => {
    signInAs('maria');
    const job = await mariaAppliedJob();
    await renderApp(`/es-es/job/${job.slug}/apply/success`);
    expect(await screen.findByRole('heading', { level: 1, name: '¡Candidatura enviada!' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `Volver a ${job.title}` })).toHaveAttribute('href', `/es-es/job/${job.slug}`);
    expect(screen.getByRole('heading', { name: 'Ofertas similares' })).toBeInTheDocument();
  });
});
