/**
 * Fails when sdk/generated differs from what `npm run generate` makes from contracts/ now: regenerates
 * in place (generated imports are relative to their real location) and asks git what changed.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/generate-sdk.ts')], { stdio: 'inherit', cwd: root });
const changes = execFileSync('git', ['status', '--porcelain', '--', 'sdk/generated'], { cwd: root, encoding: 'utf8' }).trim();
if (changes) {
  console.error(`sdk/generated is out of date with contracts/ — run \`npm run generate\` and commit:\n${changes}`);
  console.error(execFileSync('git', ['diff', '--stat', '--', 'sdk/generated'], { cwd: root, encoding: 'utf8' }));
  process.exitCode = 1;
} else {
  console.log('sdk/generated is fresh.');
}
