import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type AdminTableProps = {
  // Read by screen readers only: the table's name.
  caption: string;
  columns: readonly string[];
  // The narrowest the table may get before it scrolls sideways, e.g. 'min-w-[760px]'.
  minWidth: string;
  className?: string;
  children: ReactNode;
};

// The wide-screen table of the admin lists (properties, users): header row, then the rows given.
export const AdminTable = ({
  caption,
  columns,
  minWidth,
  className,
  children,
}: AdminTableProps) => (
  <div
    className={cn(
      'overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200',
      className,
    )}
  >
    <table className={cn('w-full text-start', minWidth)}>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-4 py-3 text-start">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  </div>
);
