/**
 * Issue 24 (W15): a job alert's criteria chips name things in the page's language, from the config lists
 * (never "Location 42"), and its minimum salary carries the site's currency (Philippines: PHP), formatted for
 * the page's locale. Maria gets a third alert with known ids (Makati, Part-time, 30,000); her seeded
 * "senior accountant" alert names a location the Philippine lists do not have.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError, forceLatency } from '../../mocks/scenario/helpers';
import { SEED_USERS } from '../../mocks/state/accounts';
import { addJobAlert } from '../../mocks/state/job-alerts';
import arAlerts from '../../web/src/features/job-alerts/locales/ar.json';
import { renderApp } from './render-app';
import { signInAsMaria } from './resumes-steps';

const RAW_ID = /\b(Location|Function|Job type) \d+\b/;
/** The old catalogs' id texts, in Arabic ("الموقع 42"), and any chip that is a bare number. */
const RAW_ID_AR = /(الموقع|نوع الوظيفة) \d+/;
const SLOW = { timeout: 8000 };

async function seedAlert(): Promise<void> {
  await addJobAlert({
    user_id: SEED_USERS.complete,
    email: 'maria.santos@example.com',
    frequency: 'weekly',
    keyword: 'bookkeeper',
    location_id: 211,
    job_type_id: 2,
    salary_from: 30000,
    created_at: '2025-05-01T09:30:00.000Z',
    updated_at: '2025-05-01T09:30:00.000Z',
  });
}

/** The chips of the alert named `name`, as their texts. */
async function chipsOf(name: string, listLabel: string): Promise<string[]> {
  const item = await screen.findByRole('article', { name }, SLOW);
  const chips = within(item).getByRole('list', { name: listLabel });
  return within(chips)
    .getAllByRole('listitem')
    .map((chip) => chip.textContent ?? '');
}

function expectNoRawIds(texts: readonly string[]): void {
  for (const text of texts) {
    expect(text).not.toMatch(RAW_ID);
    expect(text).not.toMatch(RAW_ID_AR);
    expect(text).not.toMatch(/^\s*\d+\s*$/);
  }
}

describe('job alert criteria chips', () => {
  it('names the location and job type and shows the salary in pesos, in English', async () => {
    signInAsMaria();
    await seedAlert();
    await renderApp('/account-settings/job-alerts');
    const chips = await chipsOf('bookkeeper', 'Alert criteria');
    expect(chips).toEqual(['bookkeeper', 'Makati', 'Part-time', 'From ₱30K / month']);
    const seeded = await chipsOf('senior accountant', 'Alert criteria');
    expect(seeded).toEqual(['senior accountant', 'Makati', 'Full-time', 'From ₱50K / month']);
    expectNoRawIds([...chips, ...seeded]);
    expect(screen.getByRole('region', { name: 'Job alerts' })).not.toHaveTextContent(RAW_ID);
  });

  it('names them in Arabic, with the salary formatted for Arabic', async () => {
    signInAsMaria();
    await seedAlert();
    await renderApp('/ar/account-settings/job-alerts');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const chips = await chipsOf('bookkeeper', arAlerts.criteria.label);
    expect(chips.slice(0, 3)).toEqual(['bookkeeper', 'ماكاتي', 'دوام جزئي']);
    const salary = chips[3] ?? '';
    // Arabic writes "30 ألف" (thousand) and the peso by its code, inside the catalog's words.
    expect(salary).toMatch(/30\s*ألف/);
    expect(salary).toMatch(/PHP|₱/);
    expect(salary).toMatch(/^من .+ شهريًا$/);
    const seeded = await chipsOf('senior accountant', arAlerts.criteria.label);
    expect(seeded.slice(0, 3)).toEqual(['senior accountant', 'ماكاتي', 'دوام كامل']);
    expectNoRawIds([...chips, ...seeded]);
  });

  it('shows a neutral placeholder while the lists load, then the names', async () => {
    signInAsMaria();
    await seedAlert();
    forceLatency('getConfigLists', 1500);
    await renderApp('/account-settings/job-alerts');
    const pending = await chipsOf('bookkeeper', 'Alert criteria');
    expect(pending).toEqual(['bookkeeper', 'Loading location…', 'Loading job type…', 'From ₱30K / month']);
    expectNoRawIds(pending);
    const item = screen.getByRole('article', { name: 'bookkeeper' });
    expect(await within(item).findByText('Makati', {}, SLOW)).toBeInTheDocument();
    expect(within(item).getByText('Part-time')).toBeInTheDocument();
  });

  it('says "unknown" rather than an id when the lists cannot be read', async () => {
    signInAsMaria();
    await seedAlert();
    forceError('getConfigLists', 50001);
    await renderApp('/account-settings/job-alerts');
    const item = await screen.findByRole('article', { name: 'bookkeeper' }, SLOW);
    expect(await within(item).findByText('Unknown location', {}, SLOW)).toBeInTheDocument();
    const chips = await chipsOf('bookkeeper', 'Alert criteria');
    expect(chips).toEqual(['bookkeeper', 'Unknown location', 'Unknown job type', 'From ₱30K / month']);
    expectNoRawIds(chips);
  });
});
