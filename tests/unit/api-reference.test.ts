/**
 * The API reference built by Redocly: every operation and the chat events are on it, each operation
 * lists its error codes by name, and the dev server builds it once per version of the contracts.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_EVENTS_PAGE, INDEX_PAGE, codeTable, errorCodesMarkdown, prepareJoinedDocument } from '../../scripts/lib/api-reference';
import { createReferenceCache, devReferenceCache, fingerprintOf, referenceInputs } from '../../scripts/lib/api-reference-cache';
import { OPERATIONS } from '../../sdk/generated/operations';

const errorCodeSchema = {
  type: 'integer',
  enum: [40004, 41113],
  'x-enumNames': ['NotFound', 'JobDeleted'],
  'x-error-catalog': [
    { code: 40004, http_status: 404, message: 'Not found' },
    { code: 41113, http_status: 404, message: 'Job does not exist | gone' },
  ],
};

function joinedDocument(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: { title: 'Jobchat data service', version: '1.0.0' },
    'x-tagGroups': [{ name: 'Jobchat job service', tags: ['job-detail'] }],
    paths: {
      '/job/{jobId}/detail': {
        get: { operationId: 'getJobDetail', description: 'One job.', 'x-spec-id': 'J03', 'x-error-codes': [41113, 40004] },
      },
      '/job/similar': { get: { operationId: 'listSimilarJobs', 'x-spec': 'implied', 'x-error-codes': [] } },
    },
    components: { schemas: { ErrorCode: errorCodeSchema } },
  };
}

describe('prepareJoinedDocument', () => {
  it("puts each operation's id, spec row and error codes (by SDK name, status and meaning) in its description", () => {
    const document = prepareJoinedDocument(joinedDocument()) as { paths: Record<string, { get: { description: string } }> };
    const detail = document.paths['/job/{jobId}/detail']!.get.description;
    expect(detail).toMatch(/^One job\.\n\nOperation id `getJobDetail` · spec row \*\*J03\*\*\n\n\*\*Error codes\*\*/);
    expect(detail).toContain('| 41113 | `JobDeleted` | 404 | Job does not exist \\| gone |');
    expect(detail.indexOf('41113')).toBeLessThan(detail.indexOf('40004'));
    const similar = document.paths['/job/similar']!.get.description;
    expect(similar).toBe('Operation id `listSimilarJobs` · implied by the screens (no spec row)');
  });

  it('titles the page and introduces the services, the chat events page and the whole error catalogue', () => {
    const { info } = prepareJoinedDocument(joinedDocument()) as { info: { title: string; description: string } };
    expect(info.title).toBe('Jobchat API reference');
    expect(info.description).toContain('2 operations');
    expect(info.description).toContain('- **Jobchat job service**: job-detail');
    expect(info.description).toContain(`](${CHAT_EVENTS_PAGE})`);
    expect(info.description).toMatch(/## Error codes\n\n\| Code \| `ErrorCode\.` \| HTTP \| Meaning \|\n\| --- \| --- \| --- \| --- \|\n\| 40004 \| `NotFound` \| 404 \| Not found \|/);
  });

  it('marks a code the catalogue does not describe', () => {
    expect(errorCodesMarkdown([49999], codeTable(errorCodeSchema))).toContain('| 49999 |  |  | not in the catalogue |');
  });
});

describe('createReferenceCache', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'api-reference-cache-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('builds once per fingerprint, shares a build in progress, rebuilds after a change and drops the old pages', async () => {
    let version = 'v1';
    const builds: string[] = [];
    // The first build stays under way until both callers have asked: the second must join it, not start its own.
    let asked = 0;
    let finishBuild!: () => void;
    const buildMayFinish = new Promise<void>((resolve) => (finishBuild = resolve));
    const ensure = createReferenceCache({
      dir,
      fingerprint: async () => {
        asked += 1;
        return version;
      },
      build: async (outDir) => {
        builds.push(version);
        await buildMayFinish;
        await writeFile(path.join(outDir, INDEX_PAGE), `page ${version}`);
      },
    });
    const both = Promise.all([ensure(), ensure()]);
    await vi.waitFor(() => expect({ asked, builds }).toEqual({ asked: 2, builds: ['v1'] }));
    finishBuild();
    const [first, second] = await both;
    expect(first).toBe(second);
    expect(await ensure()).toBe(first);
    expect(builds).toEqual(['v1']);
    expect(await readFile(path.join(first, INDEX_PAGE), 'utf8')).toBe('page v1');

    version = 'v2';
    const next = await ensure();
    expect(builds).toEqual(['v1', 'v2']);
    expect(await readFile(path.join(next, INDEX_PAGE), 'utf8')).toBe('page v2');
    expect(await readdir(dir)).toEqual(['v2']);
  });

  it('keeps nothing from a failed build, and tries again on the next request', async () => {
    let fail = true;
    const ensure = createReferenceCache({
      dir,
      fingerprint: async () => 'broken',
      build: async (outDir) => {
        await writeFile(path.join(outDir, INDEX_PAGE), 'half');
        if (fail) throw new Error('redocly failed');
      },
    });
    await expect(ensure()).rejects.toThrow('redocly failed');
    expect((await readdir(dir)).filter((name) => name.startsWith('broken'))).toEqual([]);
    fail = false;
    expect(await readFile(path.join(await ensure(), INDEX_PAGE), 'utf8')).toBe('half');
  });
});

describe('fingerprintOf', () => {
  it('follows the content of the contracts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'api-reference-fingerprint-'));
    const file = path.join(dir, 'job.yaml');
    await writeFile(file, 'openapi: 3.1.0');
    const before = await fingerprintOf([file]);
    expect(await fingerprintOf([file])).toBe(before);
    await writeFile(file, 'openapi: 3.1.1');
    expect(await fingerprintOf([file])).not.toBe(before);
    await rm(dir, { recursive: true, force: true });
    const inputs = (await referenceInputs()).map((input) => path.basename(input));
    expect(inputs).toEqual(expect.arrayContaining(['job.yaml', 'chat-events.asyncapi.yaml', 'redocly.yaml']));
  });
});

// The dev server's own cache: built by Redocly on the first run after the contracts change, read from disk after.
describe('the built API reference (devReferenceCache)', () => {
  let index: string;
  let chatEvents: string;
  beforeAll(async () => {
    const dir = await devReferenceCache()();
    [index, chatEvents] = await Promise.all([readFile(path.join(dir, INDEX_PAGE), 'utf8'), readFile(path.join(dir, CHAT_EVENTS_PAGE), 'utf8')]);
  }, 180_000);

  it('is a searchable Redoc page with every operation of the contracts, working offline', () => {
    expect(index).toContain('<title>Jobchat API reference</title>');
    expect(index).toContain('data-testid="search-trigger"');
    for (const operationId of Object.keys(OPERATIONS)) expect(index).toContain(`"operationId":"${operationId}"`);
    expect(index).toContain('Operation id `getJobDetail`');
    expect(index).toContain('| 41113 | `JobDeleted` | 404 | Job does not exist |');
    expect(index).not.toMatch(/<script[^>]+src=/);
    // Nothing from outside: no CDN logo, and the page's own policy refuses any other load.
    expect(index).not.toContain('cdn.redoc.ly');
    expect(index).toMatch(/<head><meta http-equiv="Content-Security-Policy" content="default-src 'none';/);
  });

  it('has the realtime chat events on their own page', () => {
    expect(chatEvents).toContain('<title>Jobchat realtime chat events</title>');
    expect(chatEvents).toContain("The signed-in user's chat channel");
    for (const operation of ['sendReady', 'sendNewMessage']) expect(chatEvents).toContain(operation);
    expect(chatEvents).not.toMatch(/<script[^>]+src=/);
    expect(chatEvents).not.toContain('cdn.redoc.ly');
  });
});
