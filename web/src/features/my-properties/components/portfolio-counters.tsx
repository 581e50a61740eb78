import { Building2, CalendarCheck, CircleCheck, IndianRupee } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';
import type { portfolioCounts } from '../utils/portfolio';

type Counts = ReturnType<typeof portfolioCounts>;

// Total, Available (FREE), Booked (BOOKED) and Total Value in rupees, en-IN grouping.
export const PortfolioCounters = ({ counts }: { counts: Counts }) => {
  const { t } = useTranslation('my-properties');
  const cards: { key: string; label: string; value: string; Icon: LucideIcon; tone: string }[] = [
    {
      key: 'total',
      label: t('counters.total'),
      value: String(counts.total),
      Icon: Building2,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      key: 'available',
      label: t('counters.available'),
      value: String(counts.available),
      Icon: CircleCheck,
      tone: 'bg-emerald-50 text-emerald-700',
    },
    {
      key: 'booked',
      label: t('counters.booked'),
      value: String(counts.booked),
      Icon: CalendarCheck,
      tone: 'bg-amber-50 text-amber-700',
    },
    {
      key: 'value',
      label: t('counters.value'),
      value: formatPrice(counts.totalValue),
      Icon: IndianRupee,
      tone: 'bg-violet-50 text-violet-700',
    },
  ];
  return (
    <dl aria-label={t('counters.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ key, label, value, Icon, tone }) => (
        <div
          key={key}
          className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <span
            className={`hidden size-10 shrink-0 items-center justify-center rounded-xl sm:flex ${tone}`}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="truncate text-lg font-bold text-slate-900 sm:text-xl" data-counter={key}>
              {value}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
};
