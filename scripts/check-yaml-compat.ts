/**
 * `npm run lint:yaml`: every contract parses under YAML 1.1 rules exactly as under 1.2, so backend teams
 * whose tools read YAML 1.1 (PyYAML, SnakeYAML) see the same contract we do. Exits 1 on any problem.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/bundle-contracts';
import { checkYamlCompat } from './lib/yaml-compat';

const contracts = path.join(root, 'contracts');
const files = readdirSync(contracts)
  .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
  .map((name) => path.join('contracts', name));

process.chdir(root);
const problems = checkYamlCompat(files);
for (const { file, problem } of problems) console.error(`${file}: ${problem}`);
console.log(`${files.length} contract files read as YAML 1.1 and 1.2: ${problems.length === 0 ? 'the same' : `${problems.length} with problems`}`);
process.exit(problems.length === 0 ? 0 : 1);
