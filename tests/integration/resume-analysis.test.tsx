/**
 * W19 /resume-analysis: a guest signs in first; with no resume the page leads to /manage-resume; Maria
 * sees her last report, analyses another resume (announced "diagnosing", then the report takes the focus),
 * marks issues resolved (the count follows), and every code the calls list reaches the screen with its
 * message and, where there is one, the way forward. Maria's 5002 DOCX scores 69 (good effort, 3 issues).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../mocks/http/reply';
import { forceError, forceLatency, resetScenarios } from '../../mocks/scenario/helpers';
import { mockServer } from '../support/mock-lifecycle';
import { renderApp } from './render-app';
import { MARIA_RESUMES, messageOf, signInAsJuan, signInAsMaria } from './resumes-steps';

async function openPage() {
  signInAsMaria();
  const view = await renderApp('/resume-analysis');
  expect(await screen.findByRole('heading', { level: 1, name: 'AI resume analysis' })).toBeInTheDocument();
  await screen.findByRole('heading', { name: `Report for ${MARIA_RESUMES.autoSendPdf}` });
  return view;
}

function startRegion(): HTMLElement {
  return screen.getByRole('region', { name: 'Analyse a resume' });
}

function report(name: string): HTMLElement {
  return screen.getByRole('region', { name: `Report for ${name}` });
}

function issue(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

/** The real service may answer a report still diagnosing; the mock always finishes at once. Maria's seeded report 9001 stands in. */
function answerStillDiagnosing(): void {
  const diagnosing = {
    id: 9001, resume_id: 5001, resume_filename: MARIA_RESUMES.autoSendPdf, status: 'diagnosing', score: 0, result: 'needs_improvement',
    summary: '', issues: [], resolved_issue_count: 0, created_at: '2026-11-02T10:30:00+08:00',
  };
  mockServer.use(http.post('http://localhost/api/jobseeker/ai-resume-analysis/create', () => ok(diagnosing), { once: true }));
}

async function analyseDocx(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(within(startRegion()).getByRole('radio', { name: MARIA_RESUMES.docx }));
  await user.click(within(startRegion()).getByRole('button', { name: 'Analyse resume' }));
}

afterEach(() => vi.useRealTimers());

describe('/resume-analysis', () => {
  it('sends a guest to sign in and back', async () => {
    const { router } = await renderApp('/resume-analysis');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/resume-analysis')}`);
  });

  it('leads a user without a resume to the resume page', async () => {
    signInAsJuan();
    const { user, router } = await renderApp('/resume-analysis');
    expect(await screen.findByText('You have no resume to analyse yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to my resumes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-resume'));
  });

  it('is linked from /manage-resume', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/manage-resume');
    await user.click(await screen.findByRole('link', { name: 'Analyse a resume with AI' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resume-analysis'));
    expect(await screen.findByRole('heading', { level: 1, name: 'AI resume analysis' })).toBeInTheDocument();
  });

  it('shows the last report, then diagnoses another resume and focuses its report', async () => {
    // The diagnosis answers when the test lets the fake clock (which also follows the real one) reach it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await openPage();
    const last = report(MARIA_RESUMES.autoSendPdf);
    expect(within(last).getByText('Score: 72 out of 100')).toBeInTheDocument();
    expect(within(last).getByText('Result: Pass')).toBeInTheDocument();
    expect(within(last).getByText('1 of 2 issues resolved')).toBeInTheDocument();
    expect(within(startRegion()).getByRole('radio', { name: MARIA_RESUMES.autoSendPdf })).toBeChecked();
    expect(within(startRegion()).getByText('3 of 3 analyses left today.')).toBeInTheDocument();

    forceLatency('startResumeAnalysis', 10_000);
    await analyseDocx(user);
    const statuses = await screen.findAllByRole('status');
    expect(statuses.some((status) => status.textContent === `Diagnosing ${MARIA_RESUMES.docx}…`)).toBe(true);
    expect(within(startRegion()).getByRole('button', { name: 'Diagnosing…' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const heading = await screen.findByRole('heading', { name: `Report for ${MARIA_RESUMES.docx}` });
    await waitFor(() => expect(heading).toHaveFocus());
    const fresh = report(MARIA_RESUMES.docx);
    expect(within(fresh).getByText('Score: 69 out of 100')).toBeInTheDocument();
    expect(within(fresh).getByText('Result: Good effort')).toBeInTheDocument();
    expect(within(fresh).getByText('0 of 3 issues resolved')).toBeInTheDocument();
    for (const group of ['Summary (1 issue)', 'Work experience (1 issue)', 'Keywords (1 issue)']) {
      expect(within(fresh).getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('region', { name: 'Work experience (1 issue)' })).getByText('High priority')).toBeInTheDocument();
    expect(await within(startRegion()).findByText('2 of 3 analyses left today.')).toBeInTheDocument();
    expect(screen.queryByText(/^Diagnosing/)).not.toBeInTheDocument();
  });

  it('lists the earlier reports once there are two, and shows the one chosen', async () => {
    const { user } = await openPage();
    expect(screen.queryByRole('region', { name: 'Earlier reports' })).not.toBeInTheDocument();
    await analyseDocx(user);
    await screen.findByRole('heading', { name: `Report for ${MARIA_RESUMES.docx}` });
    const history = await screen.findByRole('region', { name: 'Earlier reports' });
    const items = within(history).getAllByRole('button');
    expect(items.map((item) => item.querySelector('.analysis-history__name')!.textContent)).toEqual([MARIA_RESUMES.docx, MARIA_RESUMES.autoSendPdf]);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).toHaveTextContent('Result: Pass · score 72');

    await user.click(items[1]!);
    const earlier = await screen.findByRole('heading', { name: `Report for ${MARIA_RESUMES.autoSendPdf}` });
    await waitFor(() => expect(earlier).toHaveFocus());
    expect(within(report(MARIA_RESUMES.autoSendPdf)).getByText('Score: 72 out of 100')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: `Report for ${MARIA_RESUMES.docx}` })).not.toBeInTheDocument();
    expect(items[1]).toHaveAttribute('aria-current', 'true');
  });

  it('marks issues resolved and the count follows', async () => {
    const { user } = await openPage();
    await analyseDocx(user);
    await screen.findByRole('heading', { name: `Report for ${MARIA_RESUMES.docx}` });
    const fresh = report(MARIA_RESUMES.docx);

    await user.click(within(issue('No career summary')).getByRole('button', { name: 'Mark as resolved' }));
    const resolved = await within(issue('No career summary')).findByText('Resolved');
    await waitFor(() => expect(resolved.closest('p')).toHaveFocus());
    expect(within(fresh).getByText('1 of 3 issues resolved')).toBeInTheDocument();

    await user.click(within(issue('Missing key skills')).getByRole('button', { name: 'Mark as resolved' }));
    expect(await within(fresh).findByText('2 of 3 issues resolved')).toBeInTheDocument();
    expect(within(issue('Achievements are not quantified')).getByRole('button', { name: 'Mark as resolved' })).toBeEnabled();
  });

  it.each([41319, 41320, 40001, 40004, 40006, 41044, 50001])('shows the resolve refusal %i on the issue', async (code) => {
    const { user } = await openPage();
    forceError('resolveResumeAnalysisIssue', code);
    const unresolved = issue('Achievements are not quantified');
    await user.click(within(unresolved).getByRole('button', { name: 'Mark as resolved' }));
    expect(await within(unresolved).findByRole('alert')).toHaveTextContent(messageOf(code).replace('{{seconds}}', '30'));
    expect(within(unresolved).getByRole('button', { name: 'Mark as resolved' })).toBeEnabled();
  });

  it.each([
    [41311, 'Upload a resume', '/manage-resume'],
    [41312, 'Manage my resumes', '/manage-resume'],
    [41313, 'Manage my resumes', '/manage-resume'],
    [41314, 'Manage my resumes', '/manage-resume'],
    [41318, 'Complete my profile', `/jobseeker-complete-profile?redirect=${encodeURIComponent('/resume-analysis')}`],
  ])('shows the start refusal %i with its way forward', async (code, action, target) => {
    const { user } = await openPage();
    forceError('startResumeAnalysis', code);
    await analyseDocx(user);
    const alert = await within(startRegion()).findByRole('alert');
    expect(alert).toHaveTextContent(messageOf(code));
    expect(within(alert).getByRole('link', { name: action })).toHaveAttribute('href', target);
  });

  it.each([41315, 41316, 41317, 41321, 40001, 40004, 40006, 41044, 50001, 50014])('shows the start refusal %i, and a retry then works', async (code) => {
    const { user } = await openPage();
    forceError('startResumeAnalysis', code);
    await analyseDocx(user);
    const alert = await within(startRegion()).findByRole('alert');
    expect(alert).toHaveTextContent(messageOf(code).replace('{{seconds}}', '30'));
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();

    resetScenarios();
    await user.click(within(startRegion()).getByRole('button', { name: 'Analyse resume' }));
    expect(await screen.findByRole('heading', { name: `Report for ${MARIA_RESUMES.docx}` })).toBeInTheDocument();
    expect(within(startRegion()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps diagnosing while the service is still working, reading the report again until it is finished', async () => {
    const { user } = await openPage();
    answerStillDiagnosing();
    await analyseDocx(user);
    const live = await screen.findByText(`Diagnosing ${MARIA_RESUMES.autoSendPdf}…`);
    expect(live.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    const heading = await screen.findByRole('heading', { name: `Report for ${MARIA_RESUMES.autoSendPdf}` });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByText(/^Diagnosing/)).not.toBeInTheDocument();
    expect(within(report(MARIA_RESUMES.autoSendPdf)).getByText('Score: 72 out of 100')).toBeInTheDocument();
  });

  it('shows a report that cannot be read any more (41319) with a retry', async () => {
    const { user } = await openPage();
    answerStillDiagnosing();
    forceError('getResumeAnalysis', 41319);
    await analyseDocx(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messageOf(41319));
    expect(screen.queryByText(/^Diagnosing/)).not.toBeInTheDocument();
    resetScenarios();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: `Report for ${MARIA_RESUMES.autoSendPdf}` })).toBeInTheDocument();
  });

  it('stops at the daily quota of 3', async () => {
    const { user } = await openPage();
    for (const left of ['2', '1', '0']) {
      await user.click(within(startRegion()).getByRole('button', { name: 'Analyse resume' }));
      if (left !== '0') expect(await within(startRegion()).findByText(`${left} of 3 analyses left today.`)).toBeInTheDocument();
    }
    expect(await within(startRegion()).findByText(/You have used today's analyses/)).toBeInTheDocument();
    expect(within(startRegion()).getByRole('button', { name: 'Analyse resume' })).toBeDisabled();
  });

  it.each([41044, 50001])('shows the page error %i when the reports cannot be listed, and retries', async (code) => {
    signInAsMaria();
    forceError('listResumeAnalyses', code);
    const { user } = await renderApp('/resume-analysis');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent(messageOf(code));
    resetScenarios();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: `Report for ${MARIA_RESUMES.autoSendPdf}` })).toBeInTheDocument();
  });

  it('is right to left in Arabic, with plural forms from each catalog', async () => {
    signInAsMaria();
    await renderApp('/ar/resume-analysis');
    expect(await screen.findByRole('heading', { level: 1, name: 'تحليل السيرة الذاتية بالذكاء الاصطناعي' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByText('التحليلات المتبقية اليوم: 3 من 3.')).toBeInTheDocument();
    expect(screen.getByText('المشكلات المحلولة: 1 من 2')).toBeInTheDocument();
    expect(screen.getByText('النتيجة: مقبول')).toBeInTheDocument();
  });

  it('uses the Spanish plural forms', async () => {
    signInAsMaria();
    await renderApp('/es-es/resume-analysis');
    expect(await screen.findByText('Te quedan 3 de 3 análisis hoy.')).toBeInTheDocument();
    expect(screen.getByText('1 de 2 problemas resuelto')).toBeInTheDocument();
  });

  it('works from the keyboard: choose with the arrows, start with Enter, resolve with Enter', async () => {
    const { user } = await openPage();
    within(startRegion()).getByRole('radio', { name: MARIA_RESUMES.autoSendPdf }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(startRegion()).getByRole('radio', { name: MARIA_RESUMES.docx })).toBeChecked();
    await user.tab();
    expect(within(startRegion()).getByRole('button', { name: 'Analyse resume' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: `Report for ${MARIA_RESUMES.docx}` });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.tab();
    const first = within(issue('No career summary')).getByRole('button', { name: 'Mark as resolved' });
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(issue('No career summary')).getByText('Resolved').closest('p')).toHaveFocus());
    expect(within(report(MARIA_RESUMES.docx)).getByText('1 of 3 issues resolved')).toBeInTheDocument();
  });
});
