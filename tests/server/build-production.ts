/**
 * Global setup of the production-server tests: the app built exactly as `npm run build` builds it for
 * every deployment, into a directory of its own (BUILD_DIRECTORY), so a build in build/ that someone
 * is serving is left alone. The tests then start that build's own server (tests/server/production-server.ts).
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TEST_BUILD_DIRECTORY = '.build/test-production';

export default function buildProduction(): void {
  rmSync(path.join(root, TEST_BUILD_DIRECTORY), { recursive: true, force: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['run', 'build', '--silent'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', BUILD_DIRECTORY: TEST_BUILD_DIRECTORY },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
