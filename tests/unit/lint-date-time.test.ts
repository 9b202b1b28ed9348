/**
 * eslint.config.js keeps date and time formatting in web/src/lib/date-time: Intl.DateTimeFormat,
 * Intl.RelativeTimeFormat, toLocaleDateString and toLocaleTimeString are refused anywhere else in
 * web/src, so no new formatting site can use the server's zone or clock.
 */
import { describe, expect, it, vi } from 'vitest';
import { ruleIdsFor } from '../support/lint-code';

// The first lint loads the config, the parsers and the TypeScript resolver: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const RULE = 'no-restricted-properties';

describe('lint: dates and times only through web/src/lib/date-time', () => {
  it('refuses the Intl date formatters and the Date locale methods in a feature or a shared component', async () => {
    const code = [
      "export const a = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(0);",
      "export const b = new Intl.RelativeTimeFormat('en').format(-1, 'day');",
      'export const c = new Date(0).toLocaleDateString();',
      'export const d = new Date(0).toLocaleTimeString();',
      'const { DateTimeFormat } = Intl;',
      'export const e = DateTimeFormat;',
      '',
    ].join('\n');
    expect(await ruleIdsFor('web/src/features/company/company-about.tsx', code)).toEqual([RULE, RULE, RULE, RULE, RULE]);
    expect(await ruleIdsFor('web/src/components/interview-time.tsx', "export const f = Intl.DateTimeFormat().resolvedOptions().timeZone;\n")).toEqual([RULE]);
  });

  it('allows them in the module, and leaves numbers and plain dates alone', async () => {
    expect(await ruleIdsFor('web/src/lib/date-time/formatters.ts', "export const a = new Intl.DateTimeFormat('en').format(0);\n")).toEqual([]);
    const elsewhere = "export const n = new Intl.NumberFormat('en').format(1);\nexport const s = (1).toLocaleString('en');\nexport const t = Date.parse('2026-11-22');\n";
    expect(await ruleIdsFor('web/src/features/company/company-about.tsx', elsewhere)).toEqual([]);
  });
});
