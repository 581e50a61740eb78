import type { ReactNode } from 'react';

export type DetailRow = { label: string; value: ReactNode };

// A titled card of label/value pairs; rows without a value are left out.
export const DetailList = ({ title, rows }: { title: string; rows: DetailRow[] }) => {
  const shown = rows.filter(
    (row) => row.value !== undefined && row.value !== null && row.value !== '',
  );
  if (shown.length === 0) return null;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {shown.map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-sm text-slate-500">{row.label}</dt>
            <dd className="font-medium break-words text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
