/**
 * Valid HTML, as the W3C checker judges it, on the key pages as the production server renders them
 * (before any script runs): html-validate, offline, with the configuration and the rules of
 * tests/support/html-validity.ts (which tests/unit/html-validity-config.test.ts checks on snippets).
 * The W3C checker once found role=combobox and aria-expanded on the search boxes' <input type="search">.
 */
import { describe, expect, it } from 'vitest';
import { htmlValidityFindings } from '../support/html-validity';
import { productionServerForFile } from './production-server';

const server = productionServerForFile();

/** Home, search, a job, the companies, a company, sign-in; search and company in Arabic (right to left). Seeded job and company. */
const PAGES = [
  '/',
  '/jobs-hiring/accountant-jobs',
  '/job/accountant-200001',
  '/companies',
  '/company/sampaguita-audit-and-advisory-2001',
  '/get-started',
  '/ar/jobs-hiring/accountant-jobs',
  '/ar/companies',
  '/ar/company/sampaguita-audit-and-advisory-2001',
];

describe('the server-rendered HTML is valid', () => {
  it.each(PAGES)('%s', async (path) => {
    const reply = await server.get(path);
    expect(reply.status).toBe(200);
    expect(await htmlValidityFindings(reply.text, path)).toEqual([]);
  });
});
