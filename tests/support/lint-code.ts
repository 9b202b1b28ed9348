/**
 * ESLint as `npm run lint` runs it, over code given as text, for the tests of the repository's own lint
 * rules. One instance: loading the config and the TypeScript resolver takes the time. No cycle check: it
 * parses every module an import reaches, and these cases are about single files.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { expect } from 'vitest';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const eslint = new ESLint({ cwd: repositoryRoot, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath` (from the repository root). */
export async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, filePath) });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'fatal');
}
