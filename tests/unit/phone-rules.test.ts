import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { checkMobileNumber, MOBILE_RULES } from '@mocks/state/phone-rules';

const commonYaml = readFileSync(new URL('../../contracts/common.yaml', import.meta.url), 'utf8');

/** code → message of the 41348–41415 entries of common.yaml's x-error-catalog. */
function catalogueMobileMessages(): Map<number, string> {
  const messages = new Map<number, string>();
  for (const match of commonYaml.matchAll(/\{ code: (\d+), http_status: \d+, message: "([^"]*)" \}/g)) {
    const code = Number(match[1]);
    if (code >= 41348 && code <= 41415) messages.set(code, match[2] ?? '');
  }
  return messages;
}

describe('checkMobileNumber', () => {
  it('has one rule per catalogue code, in catalogue order, named as the message names it', () => {
    const messages = catalogueMobileMessages();
    expect(MOBILE_RULES.map((r) => r.errorCode)).toEqual([...messages.keys()]);
    for (const r of MOBILE_RULES) expect(messages.get(r.errorCode)).toContain(r.country.replace('Philippines', 'Philippine'));
  });

  it.each([
    ['+65', '91234567'],
    ['65', '8123 4567'],
    ['+63', '9171234567'],
    ['+81', '9012345678'],
    ['+60', '123456789'],
    ['+60', '1123456789'],
    ['+62', '81234567890'],
    ['+1', '4155550123'],
    ['+44', '7911123456'],
    ['+55', '11912345678'],
    ['+971', '501234567'],
    ['+86', '13812345678'],
    ['+82', '1012345678'],
    ['+880', '1712345678'],
    ['+358', '501234567'],
    ['+358', '412345678'],
    ['+380', '501234567'],
    ['+54', '91123456789'],
    ['+673', '7123456'],
    ['+999', '123456'],
  ])('accepts %s %s', (dial, national) => {
    expect(checkMobileNumber(dial, national)).toBeNull();
  });

  it.each([
    ['+65', '71234567', 41348],
    ['+65', '9123456', 41348],
    ['+63', '8171234567', 41349],
    ['+81', '6012345678', 41350],
    ['+1', '1155550123', 41356],
    ['+44', '6911123456', 41358],
    ['+55', '11812345678', 41359],
    ['+971', '511234567', 41363],
    ['+358', '511234567', 41393],
    ['+380', '401234567', 41400],
    ['+968', '81234567', 41415],
    ['+65', '9123456a', 41348],
  ])('refuses %s %s with %i', (dial, national, code) => {
    expect(checkMobileNumber(dial, national)).toBe(code);
  });

  it('answers 41286 when the full number is longer than 15 characters', () => {
    expect(checkMobileNumber('+65', '9123456789012')).toBe(41286); // 16 characters
    expect(checkMobileNumber('+999', '12345678901')).toBeNull(); // exactly 15
    expect(checkMobileNumber('+999', '123456789012')).toBe(41286);
  });

  it('accepts 6-14 digits for unknown dialing codes and refuses the rest with 40001', () => {
    expect(checkMobileNumber('+999', '12345')).toBe(40001);
    expect(checkMobileNumber('+42', '123456789012')).toBeNull();
    expect(checkMobileNumber('+999', '12345x')).toBe(40001);
  });
});
