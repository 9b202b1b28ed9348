/**
 * "How you fit" on the job page (issue 26): for a signed-in seeker, the job beside their profile, with the
 * skills they have and lack; one click adds a missing skill, and the fit follows. In short on job cards.
 * Guests see none of it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@sdk/api-error';
import { getDatabase } from '../../mocks/db/database';
import type { JobRecord } from '../../mocks/db/record-schemas';
import { forceError } from '../../mocks/scenario/helpers';
import { logEntries } from '../../mocks/state/event-log';
import { SEED_USERS } from '../../mocks/state/accounts';
import { entriesOf, preferences, skills } from '../../mocks/state/profile';
import { signInAs } from './job-actions-support';
import { messageOf } from './manage-profile-steps';
import { renderApp } from './render-app';

const MAKATI = 211;

async function mariasSkills(): Promise<Set<string>> {
  return new Set((await entriesOf(skills, SEED_USERS.complete)).map((skill) => skill.value.toLowerCase()));
}

/** An open accountant's job in Makati, on site, for a few years of experience, naming some of Maria's skills and some she lacks. */
async function accountantJobInMakati(): Promise<{ job: JobRecord; matched: string[]; missing: string[] }> {
  const own = await mariasSkills();
  for (const job of getDatabase().indexes.jobsById.values()) {
    if (job.country_key !== 'ph' || job.status !== 'open' || job.location_id !== MAKATI || job.work_arrangement !== 'onsite' || !/accountant/i.test(job.title)) continue;
    // A level that asks for years of experience (1–3, 3–5 or 5–10 years), which Maria has.
    if (job.xp_lvl_id < 3 || job.xp_lvl_id > 5) continue;
    const matched = job.skills.filter((skill) => own.has(skill.toLowerCase()));
    const missing = job.skills.filter((skill) => !own.has(skill.toLowerCase()));
    if (matched.length >= 2 && missing.length >= 2) return { job, matched, missing };
  }
  throw new Error('the seed has no accountant job in Makati with skills Maria has and lacks');
}

async function openFit(job: JobRecord) {
  const app = await renderApp(`/job/${job.slug}`);
  const panel = await screen.findByRole('region', { name: 'How you fit' });
  await within(panel).findByText(/Compared with your profile and your job preference “Senior Accountant”/);
  return { ...app, panel };
}

/** The first card of a region (a home list, a My jobs tab), and its short fit once it shows. */
async function firstCardOf(region: string): Promise<{ card: HTMLElement; fit: () => Promise<HTMLElement> }> {
  const list = await screen.findByRole('region', { name: region });
  const card = (await within(list).findAllByRole('article'))[0] as HTMLElement;
  return { card, fit: () => within(card).findByRole('list', { name: 'How you fit' }) };
}

const line = (panel: HTMLElement, kind: string) => panel.querySelector(`[data-fit-line="${kind}"]`) as HTMLElement;

describe('how you fit, on the job page', () => {
  it('says which of Maria’s skills the job names, and what else fits or not, with its evidence', async () => {
    signInAs('maria');
    const { job, matched, missing } = await accountantJobInMakati();
    const { panel } = await openFit(job);

    const skillsLine = line(panel, 'skills');
    expect(skillsLine).toHaveTextContent(`Does not fit: You have ${matched.length} of the ${job.skills.length} skills this job names`);
    expect(skillsLine).toHaveTextContent(`You have: ${matched.join(', ')}`);
    expect(skillsLine).toHaveTextContent(`Not on your profile: ${missing.join(', ')}`);
    expect(line(panel, 'location')).toHaveTextContent("Fits: In Makati, where you want to work");
    expect(line(panel, 'workArrangement')).toHaveTextContent('Does not fit: On-site; you prefer Hybrid');
    const edit = within(line(panel, 'workArrangement')).getByRole('link', { name: 'Edit preference “Senior Accountant”' });
    const preference = (await entriesOf(preferences, SEED_USERS.complete)).find((entry) => entry.job_title === 'Senior Accountant');
    expect(edit.getAttribute('href')).toBe(`/manage-profile?edit=jobPreferences%3A${preference?.id}#profile-job-preferences`);
    expect(line(panel, 'experience')).toHaveTextContent(/Fits: Asks for \d+-\d+ Years; you have \d+ years of experience/);
  });

  it('adds a missing skill in one click, and the fit follows', async () => {
    signInAs('maria');
    const { job, matched, missing } = await accountantJobInMakati();
    const { panel, user } = await openFit(job);
    const [skill] = missing as [string];

    await user.click(within(panel).getByRole('button', { name: `Add ${skill}` }));
    // Focus stays in the panel, on what happened, as the pressed button goes with the skill.
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveFocus());
    await within(panel).findByText(`${skill} was added to your profile.`);
    await waitFor(() => expect(line(panel, 'skills')).toHaveTextContent(`You have ${matched.length + 1} of the ${job.skills.length} skills`));
    expect(within(panel).queryByRole('button', { name: `Add ${skill}` })).not.toBeInTheDocument();
    expect(await mariasSkills()).toContain(skill.toLowerCase());
  });

  it('keeps the skill to add and says why when the profile refuses it (41288)', async () => {
    signInAs('maria');
    const { job, matched, missing } = await accountantJobInMakati();
    const { panel, user } = await openFit(job);
    const [skill] = missing as [string];
    forceError('addProfileSkill', ErrorCode.TooManySkills);

    await user.click(within(panel).getByRole('button', { name: `Add ${skill}` }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(messageOf(ErrorCode.TooManySkills));
    expect(within(panel).getByRole('button', { name: `Add ${skill}` })).toBeEnabled();
    expect(line(panel, 'skills')).toHaveTextContent(`You have ${matched.length} of the ${job.skills.length} skills`);
  });

  it('shows a guest nothing of it', async () => {
    const { job } = await accountantJobInMakati();
    await renderApp(`/job/${job.slug}`);
    await screen.findByRole('heading', { level: 1, name: job.title });
    expect(screen.queryByRole('region', { name: 'How you fit' })).not.toBeInTheDocument();
  });
});

describe('how you fit, in short, on job cards', () => {
  it('marks each check on Maria’s recommended cards, the skills as a count', async () => {
    signInAs('maria');
    await renderApp('/');
    const fit = await (await firstCardOf('Recommended jobs')).fit();
    expect(within(fit).getByText('Location: fits')).toBeInTheDocument();
    expect(within(fit).getByText('Work arrangement: fits')).toBeInTheDocument();
    expect(within(fit).getByText(/^Skills \d+\/\d+: (fits|does not fit)$/)).toBeInTheDocument();
  });

  it('marks the cards of My jobs too, which hold whole jobs', async () => {
    signInAs('maria');
    await renderApp('/recommended-job/saved');
    const fit = await (await firstCardOf('Saved')).fit();
    expect(within(fit).getAllByRole('listitem').length).toBeGreaterThan(1);
  });

  it('shows a guest’s cards without it', async () => {
    await renderApp('/');
    const recommended = await screen.findByRole('region', { name: 'Recommended jobs' });
    await within(recommended).findAllByRole('article');
    expect(within(recommended).queryByRole('list', { name: 'How you fit' })).not.toBeInTheDocument();
  });

  it('sends none of it to tracking: the events of pages that show it carry the jobs only', async () => {
    signInAs('maria');
    const { user } = await renderApp('/');
    const first = await firstCardOf('Recommended jobs');
    await first.fit();
    await user.click(within(first.card).getAllByRole('link')[0] as HTMLElement);
    const panel = await screen.findByRole('region', { name: 'How you fit' });
    await within(panel).findByText(/Compared with your profile/);
    await waitFor(async () => expect(await logEntries('click')).toHaveLength(1));

    const keys = (await logEntries()).flatMap((entry) => Object.keys(entry.payload));
    expect(keys).toContain('job_ids');
    expect(keys.filter((key) => /fit|reason|skill|prefer|match|salary/i.test(key))).toEqual([]);
  });
});
