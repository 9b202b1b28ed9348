/**
 * Which of the contracts' operations the web app calls: an operation counts when web/src uses its
 * generated function, hook or query options (a query key alone does not call anything). Prints the
 * count, and with `--list` the called and uncalled operation ids. `npm run report:operations`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { OPERATIONS } from '../sdk/generated/operations';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'locales' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

const source = sourceFiles(path.join(import.meta.dirname, '..', 'web', 'src')).map((file) => readFileSync(file, 'utf8')).join('\n');
const capitalised = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
// The function is called (not a same-named property such as `paths.completeProfile`), or its hook or query options are used.
const callers = (id: string) => new RegExp(`(?<![.\\w])${id}\\s*\\(|\\b(use${capitalised(id)}|get${capitalised(id)}(Infinite)?QueryOptions)\\b`);

const ids = Object.keys(OPERATIONS).sort();
const called = ids.filter((id) => callers(id).test(source));
console.log(`The web app calls ${called.length} of the contracts' ${ids.length} operations.`);
if (process.argv.includes('--list')) {
  console.log(`\nCalled:\n  ${called.join('\n  ')}`);
  console.log(`\nNot called:\n  ${ids.filter((id) => !called.includes(id)).join('\n  ')}`);
}
