/**
 * Shared by every suite that runs the mocks: after each test, each reply the handlers gave is
 * validated against its contract, and forced error codes are tallied for the coverage report.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { enableReplyLog, takeReplies } from '../../mocks/http/reply-log';
import { validateReply } from './contract-validator';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const forced = new Map<string, Set<number>>();

export function startReplyChecks(): void {
  enableReplyLog(true);
}

export async function checkReplies(): Promise<string[]> {
  const problems: string[] = [];
  for (const reply of takeReplies()) {
    const body = await reply.body;
    problems.push(...(await validateReply(reply.operationId, reply.status, body, reply.contentType, reply.headers)));
    const code = (body as { code?: unknown } | undefined)?.code;
    if (typeof code === 'number' && code !== 0) {
      const codes = forced.get(reply.operationId) ?? new Set<number>();
      codes.add(code);
      forced.set(reply.operationId, codes);
    }
  }
  return problems;
}

/**
 * Runs `work` while holding a lock file: test workers run in parallel processes, and a read-merge-write
 * of one shared file must not interleave (one worker read another's half-written file). A lock left by a
 * killed worker is taken over after a while.
 */
function withFileLock(lockFile: string, work: () => void): void {
  const staleAfter = Date.now() + 10_000;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      closeSync(openSync(lockFile, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > staleAfter) rmSync(lockFile, { force: true });
      else Atomics.wait(pause, 0, 0, 20);
    }
  }
  try {
    work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

/** Merges this test file's forced codes into reports/forced-error-codes.json. */
export function writeForcedCodesReport(): void {
  const file = path.join(root, 'reports/forced-error-codes.json');
  mkdirSync(path.dirname(file), { recursive: true });
  withFileLock(`${file}.lock`, () => {
    const existing: Record<string, number[]> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number[]>) : {};
    for (const [operationId, codes] of forced) {
      existing[operationId] = [...new Set([...(existing[operationId] ?? []), ...codes])].sort((a, b) => a - b);
    }
    writeFileSync(file, `${JSON.stringify(existing, null, 2)}\n`);
  });
}
