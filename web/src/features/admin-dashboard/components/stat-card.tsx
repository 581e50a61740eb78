import { AlertTriangle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

type StatCardProps = {
  id: string;
  label: string;
  icon: LucideIcon;
  // null: the service holding it did not answer; `down` then says so on the card.
  value: string | null;
  hint?: string;
  down?: string;
};

// One figure of the admin home; a card whose service is down shows it in red, the others stay.
export const StatCard = ({ id, label, icon: Icon, value, hint, down }: StatCardProps) => (
  <div
    className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 data-[down=true]:ring-red-300"
    data-down={Boolean(down)}
    data-testid={`card-${id}`}
  >
    <dt className="flex items-center gap-2 text-sm text-slate-600">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      {label}
    </dt>
    <dd className="mt-1 text-xl font-bold break-words text-slate-900 sm:text-2xl">
      <span data-testid={`value-${id}`}>{value ?? '—'}</span>
    </dd>
    {down ? (
      <dd className="mt-1 flex items-center gap-1 text-xs font-medium text-red-700">
        <AlertTriangle aria-hidden="true" className="size-3.5 shrink-0" />
        {down}
      </dd>
    ) : (
      hint && <dd className="mt-1 text-xs text-slate-500">{hint}</dd>
    )}
  </div>
);
