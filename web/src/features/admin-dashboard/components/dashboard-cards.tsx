import type { AdminDashboard } from '@ghar/contracts/http';
import { Building2, CalendarCheck, HandCoins, IndianRupee, Receipt, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCompactRupees } from '@/lib/price-words';
import { StatCard } from './stat-card';

type Section = keyof AdminDashboard['sections'];

// The spec's four cards (part 2 §2), then listing fees apart from revenue (docs/business-decisions.md) and the
// dealers' commissions; each says so when its service did not answer.
export const DashboardCards = ({ data }: { data: AdminDashboard }) => {
  const { t, i18n } = useTranslation('admin-dashboard');
  const down = (section: Section) =>
    data.sections[section].ok ? undefined : t('sectionDown', { section: t(`sections.${section}`) });
  const count = (value: number | null) => (value === null ? null : value.toLocaleString('en-IN'));
  // Sums in lakh and crore so the largest fits a phone's half-width card.
  const rupees = (value: number | null | undefined, paise = false) =>
    value === null || value === undefined
      ? null
      : formatCompactRupees(value, i18n.language, { paise });
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          id="totalUsers"
          label={t('cards.totalUsers')}
          icon={Users}
          value={count(data.totalUsers)}
          hint={data.users ? t('cards.newUsers', { count: data.users.newLast30Days }) : undefined}
          down={down('users')}
        />
        <StatCard
          id="totalProperties"
          label={t('cards.totalProperties')}
          icon={Building2}
          value={count(data.totalProperties)}
          hint={
            data.properties
              ? t('cards.freeProperties', { count: data.properties.byStatus.FREE })
              : undefined
          }
          down={down('properties')}
        />
        <StatCard
          id="totalBookings"
          label={t('cards.totalBookings')}
          icon={CalendarCheck}
          value={count(data.totalBookings)}
          down={down('bookings')}
        />
        <StatCard
          id="totalRevenue"
          label={t('cards.totalRevenue')}
          icon={IndianRupee}
          value={rupees(data.totalRevenue)}
          hint={t('cards.revenueHint')}
          down={down('bookings')}
        />
      </dl>
      <dl className="grid gap-3 sm:grid-cols-2">
        <StatCard
          id="listingFees"
          label={t('cards.listingFees')}
          icon={Receipt}
          value={rupees(data.listingFees?.total)}
          hint={
            data.listingFees
              ? t('cards.listingFeesHint', { count: data.listingFees.count })
              : undefined
          }
          down={down('properties')}
        />
        <StatCard
          id="dealerCommission"
          label={t('cards.dealerCommission')}
          icon={HandCoins}
          value={rupees(data.dealers?.commission.net, true)}
          hint={
            data.dealers
              ? t('cards.dealerCommissionHint', { count: data.dealers.byStatus.APPROVED })
              : undefined
          }
          down={down('dealers')}
        />
      </dl>
    </div>
  );
};
