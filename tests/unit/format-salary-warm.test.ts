// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSalary, warmSalaryFormatting, type SalaryInput } from '@web/lib/format-salary';

const OriginalNumberFormat = Intl.NumberFormat;
const salary = (from: number, to: number): SalaryInput => ({ salary_from: from, salary_to: to, currency: 'MYR', salary_type: 'monthly' });

describe('warmSalaryFormatting', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Object.defineProperty(Intl, 'NumberFormat', { value: OriginalNumberFormat, configurable: true, writable: true });
  });

  it('builds a kept list’s formatters and range shapes when the browser is idle, so a new list of those shapes builds none', () => {
    const idle: (() => void)[] = [];
    // happy-dom has no idle callbacks: the test plays the browser's.
    window.requestIdleCallback = (callback) => {
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    };
    const kept = [salary(3000, 4500), salary(30_000, 45_000), salary(120_000, 1_500_000)];
    const ranges = vi.spyOn(Intl.NumberFormat.prototype, 'formatRangeToParts');
    let constructed = 0;
    class CountedNumberFormat extends OriginalNumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        constructed += 1;
      }
    }
    Object.defineProperty(Intl, 'NumberFormat', { value: CountedNumberFormat, configurable: true, writable: true });

    warmSalaryFormatting(kept, 'ms-MY');
    warmSalaryFormatting(kept, 'ms-MY');
    expect(constructed).toBe(0); // nothing before the browser is idle
    expect(idle).toHaveLength(1); // one warm-up per list

    // First the number data alone, then the list's shapes: two short idle tasks rather than one long one.
    idle[0]!();
    expect(constructed).toBe(1);
    expect(ranges).not.toHaveBeenCalled();
    expect(idle).toHaveLength(2);
    idle[1]!();
    expect(ranges).toHaveBeenCalledTimes(3);

    constructed = 0;
    ranges.mockClear();
    const next = [salary(5000, 6500), salary(20_000, 28_000), salary(150_000, 2_000_000)].map((input) => formatSalary(input, 'ms-MY').amount);
    expect(next).toEqual([expect.stringContaining('6,500'), expect.stringContaining('28'), expect.stringContaining('2')]);
    expect(constructed).toBe(0);
    expect(ranges).not.toHaveBeenCalled();
  });
});
