import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label on the left, value on the right, one row each: the facts under a fare. */
export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="mt-4 divide-y divide-sand-200 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4 py-2">
          <dt className="shrink-0 text-muted">{row.label}</dt>
          <dd className="text-right font-medium text-ink tabular-nums" data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
