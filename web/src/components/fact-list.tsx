/** A definition list of label/value rows (`<dl>` of `<div><dt/><dd/></div>`). */
import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

export function FactList({ rows, className, rowClassName }: { rows: readonly Fact[]; className?: string; rowClassName?: string }) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div key={row.key} className={rowClassName}>
          <dt>{row.label}</dt>
          <dd dir="auto">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
