import { toSeoValue } from './seo-value';
import type { ConfigOption, OptionRow, ReasonOption, SalaryRangeFilter } from './types';

export function toOption([id, key, value]: OptionRow): ConfigOption {
  return { id, key, value, seo_value: toSeoValue(value) };
}

export function toOptions(rows: readonly OptionRow[]): ConfigOption[] {
  return rows.map(toOption);
}

/** [id, key, title, category, description]; value = title. */
export type ReasonRow = readonly [id: number, key: string, title: string, category: string, description: string];

export function toReasons(rows: readonly ReasonRow[]): ReasonOption[] {
  return rows.map(([id, key, title, category, description]) => ({
    ...toOption([id, key, title]),
    title,
    description,
    category,
  }));
}

/** [id, key, label, salary_from, salary_to]. */
export type SalaryRow = readonly [id: number, key: string, value: string, from: number, to: number | null];

export function toSalaryRanges(rows: readonly SalaryRow[]): SalaryRangeFilter[] {
  return rows.map(([id, key, value, salary_from, salary_to]) => ({
    ...toOption([id, key, value]),
    salary_from,
    salary_to,
  }));
}
