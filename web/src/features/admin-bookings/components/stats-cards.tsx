import { formatRupees } from '@ghar/contracts/format';
import type { BookingStats } from '@ghar/contracts/http';
import { CalendarCheck, Clock, IndianRupee, ListChecks } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBookingStats } from '../api/get-booking-stats';

const cards: {
  key: 'total' | 'pending' | 'confirmed' | 'revenue';
  icon: LucideIcon;
  value: (stats: BookingStats) => string;
}[] = [
  { key: 'total', icon: ListChecks, value: (stats) => String(stats.totalBookings) },
  { key: 'pending', icon: Clock, value: (stats) => String(stats.pendingBookings) },
  { key: 'confirmed', icon: CalendarCheck, value: (stats) => String(stats.confirmedBookings) },
  { key: 'revenue', icon: IndianRupee, value: (stats) => formatRupees(stats.totalRevenue) },
];

// GET /bookings/stats as four cards; '—' until they arrive (or when they cannot).
export const StatsCards = () => {
  const { t } = useTranslation('bookings');
  const stats = useBookingStats();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ key, icon: Icon, value }) => (
        <div key={key} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="flex items-center gap-2 text-sm text-slate-600">
            <Icon aria-hidden="true" className="size-4 text-brand-700" />
            {t(`admin.stats.${key}`)}
          </dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={`stat-${key}`}>
            {stats.data ? value(stats.data) : '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
};
