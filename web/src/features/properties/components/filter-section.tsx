import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';

// A native <details>: collapsible by keyboard and screen reader with no script. `defaultOpen` is
// read once: clearing the last filter of an open section must not fold it under the reader.
export const FilterSection = ({
  title,
  defaultOpen = false,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) => {
  const [openAtFirst] = useState(defaultOpen);
  return (
    <details open={openAtFirst} className="group border-b border-slate-200 py-3 last:border-b-0">
      <summary className="flex cursor-pointer list-none items-center justify-between py-1 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-5 text-slate-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="mt-3 grid gap-3">{children}</div>
    </details>
  );
};
