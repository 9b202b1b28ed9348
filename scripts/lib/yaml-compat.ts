/**
 * Reads YAML files the way a YAML 1.1 toolchain does (PyYAML, the parser under the Python OpenAPI
 * tools; SnakeYAML under the Java ones follows the same rules) and compares the result with the YAML
 * 1.2 reading our own tools make. A file can fail in two ways: the 1.1 parser refuses it, or both
 * parse it but disagree (`NO` read as false, an unquoted date read as a timestamp, `010` as octal).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const READER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../python/yaml11_to_json.py');
/** Debian's python3 first: its PyYAML comes from the python3-yaml package that CI installs. */
const PYTHONS = ['/usr/bin/python3', 'python3'];

export interface YamlCompatProblem {
  file: string;
  problem: string;
}

type Reading = { ok: true; value: unknown } | { ok: false; error: string };

function findPython(): string {
  for (const python of PYTHONS) {
    if (python.startsWith('/') && !existsSync(python)) continue;
    try {
      execFileSync(python, ['-c', 'import yaml'], { stdio: 'ignore' });
      return python;
    } catch {
      // this one has no PyYAML: try the next
    }
  }
  throw new Error('No python3 with PyYAML found: install Debian\'s python3-yaml (apt-get install python3-yaml).');
}

export function readAsYaml11(files: string[]): Record<string, Reading> {
  const output = execFileSync(findPython(), [READER, ...files], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return JSON.parse(output) as Record<string, Reading>;
}

/** The first place where two JSON values differ, as a path like `paths./job.get.responses.200`, or undefined. */
export function firstDifference(a: unknown, b: unknown, at = ''): string | undefined {
  if (Object.is(a, b)) return undefined;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
    return `${at || '(root)'}: YAML 1.1 reads ${JSON.stringify(a)}, YAML 1.2 reads ${JSON.stringify(b)}`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${at}: a list in one reading only`;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (!(key in left) || !(key in right)) return `${at ? `${at}.` : ''}${key}: a key in the YAML ${key in left ? '1.1' : '1.2'} reading only`;
    const found = firstDifference(left[key], right[key], at ? `${at}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

export function checkYamlCompat(files: string[]): YamlCompatProblem[] {
  const readings = readAsYaml11(files);
  const problems: YamlCompatProblem[] = [];
  for (const file of files) {
    const reading = readings[file];
    if (!reading) problems.push({ file, problem: 'not read' });
    else if (!reading.ok) problems.push({ file, problem: `a YAML 1.1 parser refuses it: ${reading.error.replace(/\s+/g, ' ')}` });
    else {
      // JSON round trip: 1.2 numbers as keys become strings, as they do in the 1.1 reading's JSON.
      const asYaml12 = JSON.parse(JSON.stringify(parse(readFileSync(file, 'utf8'), { version: '1.2' }))) as unknown;
      const difference = firstDifference(reading.value, asYaml12);
      if (difference) problems.push({ file, problem: `the readings differ at ${difference}` });
    }
  }
  return problems;
}
