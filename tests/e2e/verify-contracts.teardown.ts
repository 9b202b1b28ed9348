/**
 * Global teardown of the e2e run: the production build talked to the mock server through the
 * contract verification proxy, which recorded every request or reply that broke the contracts in
 * reports/contract-violations.json. Any entry fails the run, with the list in the error.
 *
 * The proxy may be reused by the next local run (reuseExistingServer), so its memory is reset here
 * and the file written back, to read after a failure.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReport, readReport, SERVE_REPORT_FILE } from '../../scripts/lib/contract-violations';
import { CONTRACT_PROXY_PORT } from './ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function verifyContracts(): Promise<void> {
  const file = path.join(root, SERVE_REPORT_FILE);
  const report = await readReport(file);
  if (!report) {
    console.warn(`${SERVE_REPORT_FILE} is missing: the contract verification proxy did not run, nothing to check.`);
    return;
  }
  await fetch(`http://127.0.0.1:${CONTRACT_PROXY_PORT}/__contracts/reset`, { method: 'POST' }).catch(() => undefined);
  if (report.violationCount === 0) {
    console.log(`Contracts: ${report.checked} API call(s) of the production build checked, no violations.`);
    return;
  }
  await writeFile(file, JSON.stringify(report, null, 2));
  throw new Error(`The production build's API traffic broke the contracts (${SERVE_REPORT_FILE}):\n${formatReport(report.results, report.checked)}`);
}
