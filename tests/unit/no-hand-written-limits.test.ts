/**
 * Issue 25 §1: a form's limits come from the contract of the operation it calls, read from the generated
 * zod module (`sdk/generated/<service>/zod.ts`, e.g. `registerUserBodyEmailMax`), never typed again.
 * This scans web/src for numbers used as bounds: zod's `.max(`, `.min(`, `.length(`, an input's
 * `maxLength`/`minLength`, the bound argument of the shared rules (`requiredText(t, 100)`) and `max:`/`min:`
 * in a bounds object. A bound that is a literal, or a name this file (or a web/src module it imports from)
 * declares as a plain number, fails the test unless ALLOWED lists it with its reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webSrc = path.join(root, 'web/src');

/**
 * The hand-written bounds that stay, as `<path under web/src>: <literal or constant name>`, each with why
 * the contract cannot supply it. Keep this short: a new entry needs a reason a reviewer accepts.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  '*: .min(1': '`.min(1, …)` is "required" (not blank), not a length bound.',
  'features/profile/basic-info/basic-info-schema.ts: PHONE_MAX':
    'The 15-character phone rule exists in the contract only as prose and error 41286; the schema bound (updateMyProfileBodyPhoneNumMax, 32) allows for separators the form drops.',
  'features/profile/skills/skill-form.tsx: MAX_SKILLS':
    'The 10-skill cap exists in the contract only as prose and error 41288 (addProfileSkill adds one value: no array to bound).',
  'features/interviews/invitation-actions.tsx: MAX_PICKED':
    'Picking 1 to 3 times exists in the contract only as prose and error 41295; the schema bound (acceptInterviewBodyTimeIdsMax, 10) is looser.',
  'features/resume-analysis/past-reports.tsx: 2': 'Two reports are needed to compare them: a count for the page, not a request bound.',
  'lib/tracking/tracker-slot.ts: MAX_WAITING': 'How many tracking calls wait while the tracker loads: a memory cap of the page, not a request bound.',
  'lib/job-fit/fit-rules.ts: MIN_TITLE_WORD_LENGTH':
    'Which words of a job title name the job (a matching rule of the job fit, decision 0031), not a bound of any request.',
  'features/profile/skills/skill-form.tsx: SKILL_MAX_LENGTH':
    'The 50-character skill rule exists in the contract only as prose and error 41297; the schema bound (addProfileSkillBodyValueMax, 255) is looser.',
};

interface Finding {
  key: string;
  where: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const IDENTIFIER = String.raw`[A-Za-z_$][\w$]*`;
const NUMBER = String.raw`\d[\d_]*(?:\.\d+)?`;
/** Where a value is used as a bound; group 1 (or 2) is the value (a literal or a bare name). */
const BOUND_SITES: readonly RegExp[] = [
  // zod: .max(500, …), .min(10), .length(6) (Math.max and Math.min are arithmetic, not bounds).
  new RegExp(String.raw`(?<!\bMath)\.(?:max|min|length)\(\s*(${NUMBER}|${IDENTIFIER})(?=\s*[,)])`, 'g'),
  // An input's maxLength={100} or maxLength="100".
  new RegExp(String.raw`\b(?:maxLength|minLength)=(?:\{\s*(${NUMBER}|${IDENTIFIER})\s*\}|"(\d+)")`, 'g'),
  // The shared rules' bound argument: requiredText(t, 100), emailRule(t, 255), codeRule(t, 6), …
  new RegExp(String.raw`\b(?:requiredText|nameRule|emailRule|passwordRule|codeRule)\(\s*${IDENTIFIER}\s*,\s*(${NUMBER}|${IDENTIFIER})(?=\s*[,)])`, 'g'),
  // A length checked by hand: value.length <= 2048, images.length >= MAX_IMAGES (0 and 1 test emptiness).
  new RegExp(String.raw`\.length\s*(?:<=|>=|<|>)\s*(?!(?:0|1)\b)(${NUMBER}|${IDENTIFIER})\b(?!\s*\.)`, 'g'),
];
/** Bounds objects (group 1 is the object's body): descriptionRule(t, { min: 10, max: 4000 }), `: LengthBounds = { … }`, … */
const BOUNDS_OBJECTS = new RegExp(
  String.raw`(?:\b(?:descriptionRule|newPasswordRule|newPasswordPairRule|urlRule)\(\s*${IDENTIFIER}\s*,\s*|:\s*LengthBounds\s*=\s*)\{([^{}]*)\}`,
  'g',
);
const BOUND_IN_OBJECT = new RegExp(String.raw`\b(?:max|min)\s*:\s*(${NUMBER}|${IDENTIFIER})(?=\s*[,}]|\s*$)`, 'g');

/** Each bound in `text`, with where it is. */
function boundsIn(text: string): { value: string; index: number; site: string }[] {
  const bounds: { value: string; index: number; site: string }[] = [];
  for (const site of BOUND_SITES) for (const match of text.matchAll(site)) bounds.push({ value: match[1] ?? match[2]!, index: match.index, site: match[0].trim() });
  for (const object of text.matchAll(BOUNDS_OBJECTS)) {
    for (const match of object[1]!.matchAll(BOUND_IN_OBJECT)) bounds.push({ value: match[1]!, index: object.index, site: match[0].trim() });
  }
  return bounds;
}
/** `const NAME = 500;` or `export const NAME = 4 * 1024;`: a name for a plain number. */
const NUMBER_CONSTANT = new RegExp(String.raw`^\s*(export\s+)?const\s+(${IDENTIFIER})\s*(?::\s*number\s*)?=\s*(${NUMBER}(?:\s*[-+*/]\s*${NUMBER})*)\s*;`, 'gm');

const files = sourceFiles(webSrc).map((file) => ({ file, rel: path.relative(webSrc, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') }));
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Per file, its plain-number constants; and the exported ones by name, for the files that import them. */
const localNumbers = new Map<string, Map<string, number>>();
const exportedNumbers = new Map<string, { rel: string; line: number }>();
for (const { rel, text } of files) {
  const names = new Map<string, number>();
  for (const match of text.matchAll(NUMBER_CONSTANT)) {
    const line = lineOf(text, match.index);
    names.set(match[2]!, line);
    if (match[1]) exportedNumbers.set(match[2]!, { rel, line });
  }
  localNumbers.set(rel, names);
}

/** Whether `text` imports `name` from a module of web/src (a relative path, or @web). */
function importsFromWeb(text: string, name: string): boolean {
  const imports = text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'((?:\.{1,2}\/|@web\/)[^']*)'/g);
  return [...imports].some((match) => match[1]!.split(',').some((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] === name));
}

function handWrittenBounds(): Finding[] {
  const found = new Map<string, Finding>();
  for (const { rel, text } of files) {
    for (const { value, index, site } of boundsIn(text)) {
      const at = `web/src/${rel}:${lineOf(text, index)}`;
      if (/^\d/.test(value)) {
        const key = value === '1' && site.startsWith('.min(') ? '*: .min(1' : `${rel}: ${value}`;
        found.set(`${key}@${at}`, { key, where: `${at} ${site}` });
        continue;
      }
      const local = localNumbers.get(rel)!.get(value);
      const imported = local === undefined && importsFromWeb(text, value) ? exportedNumbers.get(value) : undefined;
      if (local !== undefined) found.set(`${rel}: ${value}`, { key: `${rel}: ${value}`, where: `web/src/${rel}:${local} const ${value}` });
      else if (imported) found.set(`${imported.rel}: ${value}`, { key: `${imported.rel}: ${value}`, where: `web/src/${imported.rel}:${imported.line} const ${value}` });
    }
  }
  return [...found.values()];
}

describe('form limits come from the contract (issue 25)', () => {
  const findings = handWrittenBounds();

  it('uses no hand-written number as a bound outside the allow-list', () => {
    const unexplained = findings.filter((finding) => !(finding.key in ALLOWED)).map((finding) => finding.where);
    // Import the bound from the operation's generated module (sdk/generated/<service>/zod.ts) instead, or,
    // for a field with no contract bound, add it to ALLOWED with the reason.
    expect(unexplained).toEqual([]);
  });

  it('keeps no allow-list entry that no longer matches anything', () => {
    const used = new Set(findings.map((finding) => finding.key));
    expect(Object.keys(ALLOWED).filter((key) => !used.has(key))).toEqual([]);
  });

  it('finds a hand-written bound in each form it recognises', () => {
    const sample = (text: string) => boundsIn(text).map((bound) => bound.value);
    expect(sample("z.string().max(500, t('x'))")).toEqual(['500']);
    expect(sample('<TextField maxLength={200} />')).toEqual(['200']);
    expect(sample('<input maxLength="80" />')).toEqual(['80']);
    expect(sample('requiredText(t, 100)')).toEqual(['100']);
    expect(sample('descriptionRule(t, { min: 10, max: 4000 })')).toEqual(['10', '4000']);
    expect(sample('const DESCRIPTION: LengthBounds = { min: 10, max: LIMIT };')).toEqual(['10', 'LIMIT']);
    expect(sample('urlRule(t, { required: true, max: 2048 })')).toEqual(['2048']);
    expect(sample('value.length <= 2048; images.length >= MAX_IMAGES; text.length > 0; a.length > b.length')).toEqual(['2048', 'MAX_IMAGES']);
    expect(sample("Math.max(1, pages); t('hint', { max: MAX_SKILLS })")).toEqual([]);
    expect([...'const NOTE_MAX = 500;\nexport const SIZE = 4 * 1024;\nconst X = y;'.matchAll(NUMBER_CONSTANT)].map((match) => match[2])).toEqual(['NOTE_MAX', 'SIZE']);
  });
});
