/**
 * W14 My jobs (/recommended-job/:tab?): every tab lists its items, sort and reset change the order and
 * live in the address, unsave asks first and offers Undo, an application opens and can be withdrawn,
 * and failures reach the screen with their message. Expected lists come from the same calls the page makes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  listAppliedJobs, listCommunicatedJobs, listInterestedRecruiters, listInterviewJobs, listProfileViewers, listSavedJobs, listViewedJobs,
} from '@sdk/generated/job/hooks';
import { listPersonalizedPicks, listRecommendedJobs } from '@sdk/generated/reco/hooks';
import { forceError, forceLatency, resetScenarios } from '../../mocks/scenario/helpers';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { seedSessionUsers } from '../support/factories/session-user-factory';
import { messageOf, signInAsMaria } from './interview-steps';
import { jobSearchHref } from '../../web/src/lib/job-search-url/encode';
import { renderApp } from './render-app';
import { APPLICATION_STATUSES, INTERVIEW_STATUSES } from '../../web/src/features/my-jobs/application-status';
import { resultsOf, titlesIn } from './my-jobs-steps';

const catalogs = import.meta.glob<{ applicationStatus: Record<string, string>; interviewStatus: Record<string, string> }>(
  '../../web/src/features/my-jobs/locales/*.json',
  { eager: true, import: 'default' },
);

function tabsNav(): HTMLElement {
  return screen.getByRole('navigation', { name: 'My jobs lists' });
}

function sortNav(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Sort by' });
}

describe('/recommended-job', () => {
  it('sends a guest to sign in and back', async () => {
    const { router } = await renderApp('/recommended-job/saved?sort=salary');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/recommended-job/saved?sort=salary')}`);
  });

  it('shows each tab with its own items, each tab a link with its own address', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/recommended-job');
    expect(await screen.findByRole('heading', { level: 1, name: 'My jobs' })).toBeInTheDocument();
    expect(within(tabsNav()).getByRole('link', { name: 'Recommended' })).toHaveAttribute('aria-current', 'page');
    expect(await titlesIn('Recommended')).toEqual((await listRecommendedJobs({ page: 1 })).jobs.map((job) => job.title));

    const tabs: [string, string, () => Promise<string[]>][] = [
      ['Saved', '/recommended-job/saved', async () => (await listSavedJobs({ page: 1 })).jobs.map((job) => job.title)],
      ['Applied', '/recommended-job/applied', async () => (await listAppliedJobs({ page: 1 })).jobs.map((job) => job.title)],
      ['Communicated', '/recommended-job/communicated', async () => (await listCommunicatedJobs({ page: 1 })).jobs.map((job) => job.title)],
      ['Interview', '/recommended-job/interview', async () => (await listInterviewJobs({ page: 1 })).jobs.map((job) => job.title)],
      ['Viewed', '/recommended-job/viewed', async () => (await listViewedJobs({ page: 1 })).jobs.map((job) => job.title)],
      ['Who viewed me', '/recommended-job/who-viewed-me', async () => (await listProfileViewers({ page: 1 })).recruiters.map((r) => r.recruiter.full_name)],
      ['Interested in me', '/recommended-job/interested-in-me', async () => (await listInterestedRecruiters({ page: 1 })).recruiters.map((r) => r.recruiter.full_name)],
      ['Personalized picks', '/recommended-job/personalized-picks', async () => (await listPersonalizedPicks({ page: 1 })).jobs.map((job) => job.title)],
    ];
    for (const [name, path, expected] of tabs) {
      const want = await expected();
      expect(want.length).toBeGreaterThan(0);
      await user.click(within(tabsNav()).getByRole('link', { name }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      await waitFor(() => expect(within(tabsNav()).getByRole('link', { name })).toHaveAttribute('aria-current', 'page'));
      await waitFor(async () => expect(await titlesIn(name), name).toEqual(await expected()));
    }
  });

  it('shows the application and interview statuses in words', async () => {
    signInAsMaria();
    const { user } = await renderApp('/recommended-job/applied');
    const region = await resultsOf('Applied');
    for (const label of ['Pending', 'In progress', 'Accepted', 'Exchanged', 'Not accepted', 'Completed']) {
      expect(await within(region).findByText(label)).toBeInTheDocument();
    }
    // Only a live application can be withdrawn.
    expect(within(region).getAllByRole('button', { name: /^Withdraw the application for/ })).toHaveLength(4);

    await user.click(within(tabsNav()).getByRole('link', { name: 'Interview' }));
    const interviews = await listInterviewJobs({});
    const interviewRegion = await resultsOf('Interview');
    const first = interviews.jobs[0]!;
    const english = catalogs['../../web/src/features/my-jobs/locales/en-us.json']!;
    for (const job of interviews.jobs) {
      expect((await within(interviewRegion).findAllByText(english.interviewStatus[job.interview_status]!)).length).toBeGreaterThan(0);
    }
    const open = await within(interviewRegion).findAllByRole('link', { name: 'Open the interview' });
    expect(open[0]).toHaveAttribute('href', `/recommended-job/interview?interview=${first.interview_id}`);
  });

  it('sorts by the address, keeps the tab, and resets to the list order', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/recommended-job/saved');
    const newest = await titlesIn('Saved');
    expect(within(sortNav()).queryByRole('link', { name: 'Reset' })).not.toBeInTheDocument();
    // The list's own order is shown as the chosen one: the saved jobs come newest first.
    expect(within(sortNav()).getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'true');
    expect(within(sortNav()).getByRole('link', { name: 'Relevance' })).not.toHaveAttribute('aria-current');

    await user.click(within(sortNav()).getByRole('link', { name: 'Highest salary' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=salary'));
    expect(router.state.location.pathname).toBe('/recommended-job/saved');
    const bySalary = (await listSavedJobs({ sort: 3 })).jobs.map((job) => job.title);
    expect(bySalary).not.toEqual(newest);
    await waitFor(async () => expect(await titlesIn('Saved')).toEqual(bySalary));
    expect(within(sortNav()).getByRole('link', { name: 'Highest salary' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(sortNav()).getByRole('link', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await titlesIn('Saved')).toEqual(newest));

    // The recommendation lists number their sorts the other way round; the address reads the same.
    await user.click(within(tabsNav()).getByRole('link', { name: 'Recommended' }));
    await waitFor(() => expect(within(tabsNav()).getByRole('link', { name: 'Recommended' })).toHaveAttribute('aria-current', 'page'));
    // Recommendations come most relevant first when the address chooses no order.
    expect(within(sortNav()).getByRole('link', { name: 'Relevance' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(sortNav()).getByRole('link', { name: 'Newest' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommended-job'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'));
    const recoNewest = (await listRecommendedJobs({ sort: 2 })).jobs.map((job) => job.title);
    await waitFor(async () => expect(await titlesIn('Recommended')).toEqual(recoNewest));
  });

  it('filters the job lists by job type, arrangement and application status in the address; Reset clears them', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/recommended-job/applied');
    const everything = await titlesIn('Applied');
    const applied = (await listAppliedJobs({})).jobs;
    const status = applied[0]!.application_status;
    const filters = () => screen.getByRole('group', { name: 'Filters' });

    await user.selectOptions(within(filters()).getByLabelText('Application status'), catalogs['../../web/src/features/my-jobs/locales/en-us.json']!.applicationStatus[status]!);
    await waitFor(() => expect(router.state.location.search).toBe(`?status=${status}`));
    const byStatus = (await listAppliedJobs({ status })).jobs.map((job) => job.title);
    await waitFor(async () => expect(await titlesIn('Applied')).toEqual(byStatus));
    expect(byStatus.length).toBeLessThan(everything.length);

    await user.selectOptions(within(filters()).getByLabelText('Work arrangement'), 'Remote');
    await waitFor(() => expect(router.state.location.search).toBe(`?arrangement=3&status=${status}`));
    const remote = (await listAppliedJobs({ status, work_arrangement_id: 3 })).jobs.map((job) => job.title);
    if (remote.length > 0) await waitFor(async () => expect(await titlesIn('Applied')).toEqual(remote));
    else expect(await screen.findByText('No jobs match these filters')).toBeInTheDocument();

    const jobType = applied[0]!.job_type_id;
    await user.selectOptions(within(filters()).getByLabelText('Work arrangement'), 'Any arrangement');
    await user.selectOptions(within(filters()).getByLabelText('Job type'), applied[0]!.job_type_value);
    await waitFor(() => expect(router.state.location.search).toBe(`?job_type=${jobType}&status=${status}`));
    await waitFor(async () => expect(await titlesIn('Applied')).toContain(applied[0]!.title));

    await user.click(within(sortNav()).getByRole('link', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await titlesIn('Applied')).toEqual(everything));
    expect(within(filters()).getByLabelText('Application status')).toHaveValue('');

    // The recommendation and recruiter lists take no filters.
    await user.click(within(tabsNav()).getByRole('link', { name: 'Recommended' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommended-job'));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument());
  });

  it('keeps a sort chosen a moment before a filter, while the sorted list is still on its way', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/recommended-job/saved');
    await titlesIn('Saved');
    forceLatency('listSavedJobs', 1000);
    await user.click(within(sortNav()).getByRole('link', { name: 'Highest salary' }));
    // The sort's address waits for its list (the page's loader); the filter is chosen meanwhile.
    expect(router.state.navigation.state).toBe('loading');
    await user.selectOptions(within(screen.getByRole('group', { name: 'Filters' })).getByLabelText('Work arrangement'), 'Remote');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=salary&arrangement=3'));
    await waitFor(() => expect(within(sortNav()).getByRole('link', { name: 'Highest salary' })).toHaveAttribute('aria-current', 'true'));
    expect(within(screen.getByRole('group', { name: 'Filters' })).getByLabelText('Work arrangement')).toHaveValue('3');
  });

  it('says when no job matches the filters, with a way to clear them', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/recommended-job/saved?job_type=999&sort=salary');
    expect(await screen.findByText('No jobs match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=salary'));
    expect((await titlesIn('Saved')).length).toBeGreaterThan(0);
  });

  it('keeps the sort on reload and across pages', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/recommended-job?sort=salary');
    expect(await titlesIn('Recommended')).toEqual((await listRecommendedJobs({ sort: 3 })).jobs.map((job) => job.title));
    expect(within(sortNav()).getByRole('link', { name: 'Highest salary' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=salary&page=2'));
    const second = (await listRecommendedJobs({ sort: 3, page: 2 })).jobs.map((job) => job.title);
    await waitFor(async () => expect(await titlesIn('Recommended')).toEqual(second));
  });

  it('shows an empty tab with a way to search', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.newUser, user: seedSessionUsers.juan() });
    await renderApp('/recommended-job/saved');
    const region = await resultsOf('Saved');
    expect(await within(region).findByText('You have not saved any jobs yet')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', jobSearchHref('en-us'));
  });

  it('unsaves a job after a confirmation, and Undo saves it again', async () => {
    signInAsMaria();
    const { user } = await renderApp('/recommended-job/saved');
    const [first] = await titlesIn('Saved');
    const region = await resultsOf('Saved');

    await user.click(within(region).getByRole('button', { name: `Unsave ${first}` }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove this saved job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await titlesIn('Saved')).toContain(first);

    await user.click(within(region).getByRole('button', { name: `Unsave ${first}` }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove this saved job?' });
    expect(dialog).toHaveAccessibleDescription(`"${first}" will be removed from your saved jobs.`);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(`"${first}" was removed from your saved jobs.`)).toBeInTheDocument();
    await waitFor(async () => expect(await titlesIn('Saved')).not.toContain(first));
    // The job's button has gone: the keyboard is left on Undo.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(`"${first}" is saved again.`)).toBeInTheDocument();
    await waitFor(async () => expect(await titlesIn('Saved')).toContain(first));
  });

  it('works from the keyboard: the confirmation takes the focus, Escape closes it and gives the focus back', async () => {
    signInAsMaria();
    const { user } = await renderApp('/recommended-job/saved');
    const [first] = await titlesIn('Saved');
    const unsave = within(await resultsOf('Saved')).getByRole('button', { name: `Unsave ${first}` });
    unsave.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this saved job?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(unsave).toHaveFocus());
  });

  it('shows why an unsave failed, in the dialog', async () => {
    signInAsMaria();
    const { user } = await renderApp('/recommended-job/saved');
    const [first] = await titlesIn('Saved');
    forceError('deleteSavedJob', 40004);
    await user.click(within(await resultsOf('Saved')).getByRole('button', { name: `Unsave ${first}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this saved job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(40004));
  });

  it('opens an application and withdraws it after a confirmation', async () => {
    signInAsMaria();
    const { user } = await renderApp('/recommended-job/applied');
    const pending = (await listAppliedJobs({})).jobs.find((job) => job.application_status === 'pending')!;
    const region = await resultsOf('Applied');
    await user.click(await within(region).findByRole('button', { name: `Application for ${pending.title}` }));
    const details = await screen.findByRole('dialog', { name: pending.title });
    expect(await within(details).findByText('Pending')).toBeInTheDocument();
    expect(within(details).getByText(pending.company_name)).toBeInTheDocument();

    await user.click(within(details).getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Withdraw your application?' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(`Your application for "${pending.title}" was withdrawn.`)).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByRole('button', { name: `Withdraw the application for ${pending.title}` })).not.toBeInTheDocument());
    expect(within(region).getByText('Cancelled')).toBeInTheDocument();
  });

  it('shows a withdrawal refusal (40005) in the confirmation', async () => {
    signInAsMaria();
    const { user } = await renderApp('/recommended-job/applied');
    const pending = (await listAppliedJobs({})).jobs.find((job) => job.application_status === 'pending')!;
    forceError('withdrawApplication', 40005);
    await user.click(await within(await resultsOf('Applied')).findByRole('button', { name: `Withdraw the application for ${pending.title}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Withdraw your application?' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(messageOf(40005));
  });

  it('has an error state with a retry, and the list codes reach the screen', async () => {
    signInAsMaria();
    forceError('listInterviewJobs', 50001);
    const { user } = await renderApp('/recommended-job/interview');
    expect(await screen.findByText(messageOf(50001))).toBeInTheDocument();
    resetScenarios();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await titlesIn('Interview')).length).toBeGreaterThan(0);

    for (const code of [40001, 41044]) {
      forceError('listViewedJobs', code);
      await user.click(within(tabsNav()).getByRole('link', { name: 'Viewed' }));
      expect(await screen.findByText(messageOf(code))).toBeInTheDocument();
      resetScenarios();
      await user.click(within(tabsNav()).getByRole('link', { name: 'Interview' }));
      await titlesIn('Interview');
    }
  });

  it('waits out 40006 before the retry, and signs out on 40003 (the 401 rule)', async () => {
    signInAsMaria();
    forceError('listSavedJobs', 40006, { retryAfter: 30 });
    const first = await renderApp('/recommended-job/saved');
    expect(await screen.findByRole('button', { name: /30/ })).toBeDisabled();
    first.unmount();
    resetScenarios();

    forceError('listAppliedJobs', 40003);
    await renderApp('/recommended-job/applied');
    // The app's 401 rule (tests/integration/session-rules.test.tsx): the session ends and the page goes to sign in.
    await waitFor(() => expect(document.cookie).toContain('auth_status=expired'));
  });

  it('has a label for every application and interview status of spec section 4 in every language', () => {
    for (const [file, catalog] of Object.entries(catalogs)) {
      for (const status of APPLICATION_STATUSES) expect(catalog.applicationStatus[status], `${file} ${status}`).toBeTruthy();
      for (const status of INTERVIEW_STATUSES) expect(catalog.interviewStatus[status], `${file} ${status}`).toBeTruthy();
    }
    expect(Object.keys(catalogs)).toHaveLength(10);
  });

  it('answers 404 for an unknown tab', async () => {
    signInAsMaria();
    await renderApp('/recommended-job/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: /not/i })).toBeInTheDocument();
  });

  it('is there under the language prefixes, right to left in Arabic', async () => {
    signInAsMaria();
    await renderApp('/ar/recommended-job/saved');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(await screen.findByRole('heading', { level: 1, name: 'وظائفي' })).toBeInTheDocument();
  });
});
