/**
 * How goals are printed, shared by `npm run bench` and `npm run build:budget` so a size reads the same in
 * both: aligned columns, "ok" or "MISS" before the figure, the goal beside it, and one wording per miss.
 */

/** Rows of cells as aligned columns, two spaces apart. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

export const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
export const kib = (value: number) => `${value.toFixed(1)} KiB`;

export interface SizeVerdict {
  ok: boolean;
  /** The figure with its mark, then the goal: two cells of a row. */
  cells: [string, string];
  /** The line for the list of misses, when over the goal. */
  miss?: string;
}

/** A size in KiB against its goal (at most `goalKiB`); `what` names it in the miss, e.g. "home HTML". */
export function judgeSize(what: string, valueKiB: number, goalKiB: number): SizeVerdict {
  const ok = valueKiB <= goalKiB;
  const goal = `goal ≤ ${goalKiB} KiB`;
  return { ok, cells: [`${mark(ok)} ${kib(valueKiB)}`, goal], ...(ok ? {} : { miss: `${what} ${kib(valueKiB)} (${goal})` }) };
}
