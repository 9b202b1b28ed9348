/** Contracts read the same under YAML 1.1 (PyYAML, SnakeYAML) as under 1.2, and the check catches each way they can differ. */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkYamlCompat } from '../../scripts/lib/yaml-compat';

function yamlFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'yaml-compat-')), 'contract.yaml');
  writeFileSync(file, text);
  return file;
}

describe('YAML 1.1 compatibility check', () => {
  it('refuses a plain string with "? " inside a flow mapping, which PyYAML cannot parse', () => {
    const [problem] = checkYamlCompat([yamlFile('questions:\n  - { id: 1, question: Are you a licensed CPA? }\n')]);
    expect(problem?.problem).toMatch(/YAML 1\.1 parser refuses it/);
  });

  it.each([
    ['a country code that YAML 1.1 reads as false', 'country: NO\n', /YAML 1\.1 reads false, YAML 1\.2 reads "NO"/],
    ['an unquoted date that YAML 1.1 reads as a timestamp', 'birthday: 1994-08-21\n', /timestamp/],
    ['digits with underscores that YAML 1.1 reads as a number', 'key: 201_500\n', /YAML 1\.1 reads 201500/],
    ['a leading zero that YAML 1.1 reads as octal', 'code: 010\n', /YAML 1\.1 reads 8, YAML 1\.2 reads 10/],
  ])('reports %s', (_, text, message) => {
    const [problem] = checkYamlCompat([yamlFile(text)]);
    expect(problem?.problem).toMatch(message);
  });

  it('passes a file that quotes what needs quoting', () => {
    expect(checkYamlCompat([yamlFile("country: 'NO'\nbirthday: '1994-08-21'\nq: { a: 'Are you sure?' }\n")])).toEqual([]);
  });

  it('finds every contract file the same under both versions', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = readdirSync(path.join(root, 'contracts'))
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => path.join(root, 'contracts', name));
    expect(files.length).toBeGreaterThan(10);
    expect(checkYamlCompat(files)).toEqual([]);
  }, 60_000); // 850 KB of YAML read by two parsers, on two cores shared with other suites
});
