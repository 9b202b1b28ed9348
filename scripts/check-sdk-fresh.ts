/** Fails when sdk/generated differs from what `npm run generate` makes from contracts/ now. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(root, 'sdk/generated');
const fresh = mkdtempSync(path.join(tmpdir(), 'jobchat-sdk-'));

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

try {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/generate-sdk.ts'), '--out', fresh], { stdio: 'inherit', cwd: root });
  const expected = listFiles(fresh).sort();
  const actual = listFiles(committed).sort();
  const problems: string[] = [];
  for (const file of new Set([...expected, ...actual])) {
    if (!expected.includes(file)) problems.push(`extra file: sdk/generated/${file}`);
    else if (!actual.includes(file)) problems.push(`missing file: sdk/generated/${file}`);
    else if (readFileSync(path.join(fresh, file), 'utf8') !== readFileSync(path.join(committed, file), 'utf8')) {
      problems.push(`stale: sdk/generated/${file}`);
    }
  }
  if (problems.length > 0) {
    console.error(`sdk/ is out of date with contracts/ — run \`npm run generate\` and commit:\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`sdk/generated is fresh (${expected.length} files).`);
  }
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
