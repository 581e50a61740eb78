import { cn } from '@/lib/cn';

export type StatusItem = { label: string; value: string; tone?: 'good' | 'bad' | 'plain' };

const tones = {
  good: 'bg-emerald-50 text-emerald-800',
  bad: 'bg-amber-50 text-amber-800',
  plain: 'font-mono text-slate-800',
};

export const StatusList = ({ items }: { items: StatusItem[] }) => (
  <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
    {items.map((item) => (
      <div key={item.label} className="flex items-center justify-between gap-3 px-3 py-2">
        <dt className="text-slate-600">{item.label}</dt>
        <dd
          className={cn(
            'min-w-0 truncate rounded-full px-2 py-0.5 text-end text-xs font-semibold',
            tones[item.tone ?? 'plain'],
          )}
        >
          {item.value}
        </dd>
      </div>
    ))}
  </dl>
);
