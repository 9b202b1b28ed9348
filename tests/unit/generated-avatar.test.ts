/** Generated avatar designs: initials from any script, and every palette and pattern pairing before a repeat. */
import { describe, expect, it } from 'vitest';
import { designSet, initialsOf, PALETTES, PATTERNS } from '../../web/src/features/profile/avatar/generated-avatar';

describe('generated avatars', () => {
  it('takes up to two initials, upper-cased, from any script', () => {
    expect(initialsOf('maria  santos cruz')).toBe('MS');
    expect(initialsOf('Ömer')).toBe('Ö');
    expect(initialsOf('王 小明')).toBe('王小');
    expect(initialsOf('محمد علي')).toBe('مع');
    expect(initialsOf(' (!) ')).toBe('?');
  });

  it('shows every palette and pattern pairing once before any repeats', () => {
    const pairings = PALETTES.length * PATTERNS.length;
    const seen = Array.from({ length: pairings / 6 + 1 }, (_, set) => designSet('Maria Santos', set))
      .flat()
      .slice(0, pairings)
      .map((design) => `${design.palette.name}/${design.pattern}`);
    expect(new Set(seen).size).toBe(pairings);
    expect(designSet('Maria Santos', 0).every((design) => design.initials === 'MS')).toBe(true);
  });
});
