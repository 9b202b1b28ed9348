/**
 * The import boundaries eslint.config.js enforces, run through ESLint as `npm run lint` runs it: one
 * facade for server state (only `*-queries.ts` imports generated hooks and clients as values, decision
 * 0019), features apart from each other except their route modules, the tsconfig aliases seen like
 * relative paths, no mocks in the production server, and web/src never reaching into server/.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { repositoryRoot as root, ruleIdsFor } from '../support/lint-code';

// The first lint loads the config, the parsers and the TypeScript resolver: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const FACADE = '@typescript-eslint/no-restricted-imports';
const BOUNDARIES = 'boundaries/dependencies';
const component = 'web/src/features/job-detail/actions/save-button.tsx';

describe('lint: server state through the queries facade', () => {
  it('refuses a value import of a generated hook outside a *-queries.ts file', async () => {
    expect(await ruleIdsFor(component, "import { useSaveJob } from '@sdk/generated/job/hooks';\nexport const save = useSaveJob;\n")).toEqual([FACADE]);
  });

  it('allows type-only imports anywhere, as a statement or inline', async () => {
    expect(await ruleIdsFor(component, "import type { JobDetail } from '@sdk/generated/job/hooks';\nexport type Job = JobDetail;\n")).toEqual([]);
    expect(await ruleIdsFor(component, "import { type JobDetail } from '@sdk/generated/job/hooks';\nexport type Job = JobDetail;\n")).toEqual([]);
  });

  it('allows the value import in the feature facade', async () => {
    expect(await ruleIdsFor('web/src/features/job-detail/job-detail-queries.ts', "import { useSaveJob } from '@sdk/generated/job/hooks';\nexport const save = useSaveJob;\n")).toEqual([]);
  });

  it('refuses the same import by a relative path, and a generated client', async () => {
    expect(await ruleIdsFor(component, "import { useSaveJob } from '../../../../sdk/generated/job/hooks';\nexport const save = useSaveJob;\n")).toEqual([FACADE]);
    expect(await ruleIdsFor(component, "import * as client from '@sdk/generated/job/client';\nexport const api = client;\n")).toEqual([FACADE]);
  });

  it('leaves zod schemas, error codes and operations open', async () => {
    const code = "import * as zod from '@sdk/generated/job/zod';\nimport * as codes from '@sdk/generated/error-codes';\nimport * as operations from '@sdk/generated/operations';\nexport const all = [zod, codes, operations];\n";
    expect(await ruleIdsFor(component, code)).toEqual([]);
  });
});

describe('lint: boundaries', () => {
  // An import that resolves to no file is not checked: the targets must exist for these cases to mean anything.
  beforeAll(() => {
    for (const target of ['mocks/db/database.ts', 'web/src/features/home/home-route.tsx', 'server/runtime-config.ts']) expect(existsSync(path.join(root, target)), target).toBe(true);
  });

  it('sees the tsconfig aliases: a feature importing @mocks is refused', async () => {
    expect(await ruleIdsFor(component, "import { db } from '@mocks/db/database';\nexport const data = db;\n")).toEqual([BOUNDARIES]);
  });

  it('keeps features apart, except in their route modules', async () => {
    expect(await ruleIdsFor(component, "import * as home from '../../home/home-route';\nexport const page = home;\n")).toEqual([BOUNDARIES]);
    expect(await ruleIdsFor('web/src/features/job-detail/job-detail-route.tsx', "import * as home from '../home/home-route';\nexport const page = home;\n")).toEqual([]);
    expect(await ruleIdsFor('web/src/features/job-detail/job-detail-route.tsx', "import * as home from '@web/features/home/home-route';\nexport const page = home;\n")).toEqual([]);
  });

  it("ignores React Router's generated route types", async () => {
    expect(await ruleIdsFor('web/src/features/job-detail/job-detail-route.tsx', "import type { Route } from './+types/job-detail-route';\nexport type Props = Route.ComponentProps;\n")).toEqual([]);
  });

  it('keeps mocks out of the production server, by alias or by path', async () => {
    expect(await ruleIdsFor('server/app.ts', "import { db } from '@mocks/db/database';\nexport const data = db;\n")).toEqual([BOUNDARIES]);
    expect(await ruleIdsFor('server/app.ts', "import { db } from '../mocks/db/database';\nexport const data = db;\n")).toEqual([BOUNDARIES]);
    // The dev server runs against the mocks.
    expect(await ruleIdsFor('server/dev.ts', "import { db } from '../mocks/db/database';\nexport const data = db;\n")).toEqual([]);
  });

  it('keeps web/src from importing server/', async () => {
    expect(await ruleIdsFor('web/src/lib/error-reporting.ts', "import { readRuntimeConfig } from '../../../server/runtime-config';\nexport const read = readRuntimeConfig;\n")).toEqual([BOUNDARIES]);
  });

  it("keeps the browser tests out of the app's code", async () => {
    expect(await ruleIdsFor('tests/e2e/example.spec.ts', "import * as home from '../../web/src/features/home/home-route';\nexport const page = home;\n")).toEqual([BOUNDARIES]);
    expect(await ruleIdsFor('tests/e2e/example.spec.ts', "import { db } from '../../mocks/db/database';\nexport const data = db;\n")).toEqual([]);
  });
});
