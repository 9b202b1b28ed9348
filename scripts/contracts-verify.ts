/**
 * Checks a running server against the contracts through Prism's validation proxy
 * (`prism proxy <merged contracts> <target> --errors=false`: Prism forwards every call unchanged and
 * lists what breaks the contract in the `sl-violations` response header).
 *
 *   npm run contracts:verify -- --target http://127.0.0.1:4010
 *       probe: sends each operation's example request, prints the violations, writes
 *       reports/contract-verification.json, exits 1 when there is any.
 *   npm run contracts:verify -- --target http://127.0.0.1:4010 --serve 4030
 *       stays up as a proxy on 4030 (CORS on) for a browser app whose API base URL is
 *       http://127.0.0.1:4030/api, recording violations in reports/contract-violations.json.
 *   npm run contracts:verify -- --report
 *       prints reports/contract-violations.json and exits 1 when it holds violations.
 *
 * Operations the target answers "no such operation" (404 with a code they do not list, or 501) are
 * listed apart and do not fail the probe; `--require-all` counts them. `--token` replaces the seeded
 * session `session-complete-profile` sent as `Authorization: Bearer`.
 * `--target` is the server's origin (a trailing /api is dropped: calls keep their /api path).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_BASE_PATH, listOperations, root, writeMergedContracts } from './lib/bundle-contracts';
import {
  checkErrorCode,
  countViolations,
  dropKnownPrismFalsePositives,
  formatReport,
  isNotImplemented,
  parseViolationsHeader,
  readReport,
  SERVE_REPORT_FILE,
  type OperationViolations,
  type VerificationReport,
} from './lib/contract-violations';
import { buildExampleRequest, probeOrder } from './lib/example-requests';
import { freePort, startPrism } from './lib/prism-process';
import { startRecorder } from './lib/violation-recorder';

const PROBE_REPORT = path.join(root, 'reports/contract-verification.json');
const SERVE_REPORT = path.join(root, SERVE_REPORT_FILE);

const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    serve: { type: 'string' },
    report: { type: 'boolean', default: false },
    token: { type: 'string' },
    'require-all': { type: 'boolean', default: false },
  },
});

function targetOrigin(): string {
  if (!values.target) throw new Error('--target URL is required (e.g. --target http://127.0.0.1:4010)');
  const url = new URL(values.target);
  return `${url.origin}${url.pathname.replace(/\/+$/, '').replace(new RegExp(`${API_BASE_PATH}$`), '')}`;
}

async function probe(): Promise<number> {
  const target = targetOrigin();
  const { document, prismFile } = await writeMergedContracts();
  const port = await freePort();
  const prism = await startPrism(['proxy', prismFile, target, '--errors=false', '-p', String(port), '--cors=false']);
  const results: OperationViolations[] = [];
  const notImplemented: NonNullable<VerificationReport['notImplemented']> = [];
  try {
    const operations = probeOrder(listOperations(document));
    for (const op of operations) {
      const example = buildExampleRequest(op, values.token ? { token: values.token, deviceUuid: '3f6c2a4e-8b1d-4e7a-9c2f-5d8e1a7b9c30' } : undefined);
      const response = await fetch(`${prism.url}${example.url}`, { method: example.method, headers: example.headers, body: example.body });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      const operationId = String(op.operation.operationId ?? '');
      let violations = dropKnownPrismFalsePositives(parseViolationsHeader(response.headers.get('sl-violations')), op.operation);
      if ((json as { type?: unknown } | undefined)?.type === 'FetchError') {
        violations.push({ location: ['response'], severity: 'Error', code: 'unreachable', message: `The target did not answer: ${text.slice(0, 300)}` });
      } else if (!values['require-all'] && isNotImplemented(op.operation, response.status, json)) {
        // The reply is the target's "no such operation", not this operation's: only the request side counts.
        notImplemented.push({ operationId, method: op.method, path: example.url, status: response.status });
        violations = violations.filter((violation) => violation.location[0] === 'request');
      } else {
        violations.push(...checkErrorCode(op.operation, document['x-error-catalog'], response.status, json));
      }
      results.push({ operationId, method: op.method, path: example.url, status: response.status, violations });
    }
  } finally {
    prism.stop();
  }
  const report: VerificationReport = { target, generatedAt: new Date().toISOString(), checked: results.length, violationCount: countViolations(results), results, notImplemented };
  await mkdir(path.dirname(PROBE_REPORT), { recursive: true });
  await writeFile(PROBE_REPORT, JSON.stringify(report, null, 2));
  console.log(formatReport(results, results.length, notImplemented));
  console.log(`Report: ${path.relative(root, PROBE_REPORT)}`);
  return report.violationCount > 0 ? 1 : 0;
}

async function serve(port: number): Promise<void> {
  const target = targetOrigin();
  const { document, prismFile } = await writeMergedContracts();
  const prism = await startPrism(['proxy', prismFile, target, '--errors=false', '-p', String(await freePort()), '--cors=true']);
  const stop = () => {
    prism.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  prism.child.once('exit', (code) => {
    console.error(`Prism stopped (${code}); the verification proxy stops too.`);
    process.exit(1);
  });
  await startRecorder({ port, prismUrl: prism.url, target, operations: listOperations(document), catalog: document['x-error-catalog'], reportFile: SERVE_REPORT });
  console.log(`Contract verification proxy on http://127.0.0.1:${port}${API_BASE_PATH} → ${target}${API_BASE_PATH}; violations go to ${path.relative(root, SERVE_REPORT)}`);
}

async function printServeReport(): Promise<number> {
  const report = await readReport(SERVE_REPORT);
  if (!report) {
    console.log(`${path.relative(root, SERVE_REPORT)} does not exist: no verification proxy has run.`);
    return 0;
  }
  console.log(formatReport(report.results, report.checked));
  return report.violationCount > 0 ? 1 : 0;
}

if (values.report) process.exitCode = await printServeReport();
else if (values.serve) await serve(Number(values.serve));
else process.exitCode = await probe();
