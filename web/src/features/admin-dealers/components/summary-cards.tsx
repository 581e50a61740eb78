import type { LucideIcon } from 'lucide-react';

export type SummaryCard = { key: string; label: string; value: string; icon: LucideIcon };

// The row of figures that opens both dealer screens; '—' until the list has loaded.
export const SummaryCards = ({ cards, ready }: { cards: SummaryCard[]; ready: boolean }) => (
  <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
    {cards.map(({ key, label, value, icon: Icon }) => (
      <div key={key} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <dt className="flex items-center gap-2 text-sm text-slate-600">
          <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {label}
        </dt>
        <dd
          className="mt-1 text-xl font-bold break-words text-slate-900 sm:text-2xl"
          data-testid={`summary-${key}`}
        >
          {ready ? value : '—'}
        </dd>
      </div>
    ))}
  </dl>
);
