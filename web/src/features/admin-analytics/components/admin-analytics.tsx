import { formatRupees } from '@ghar/contracts/format';
import type { BookingAnalytics, PropertyAnalytics } from '@ghar/contracts/http';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { bookingCharts, dealerCharts, percent, propertyCharts } from '../utils/chart-specs';
import { AnalyticsSection } from './analytics-section';

// The admin home's charts (issue 13 item 2): listings, bookings and dealers, each from the
// service that owns the figures.
export const AdminAnalytics = () => {
  const { t } = useTranslation('admin-analytics');
  const properties = useCallback(
    (data: PropertyAnalytics, language: string) => propertyCharts(data, t, language),
    [t],
  );
  const bookings = useCallback(
    (data: BookingAnalytics, language: string) => bookingCharts(data, t, language),
    [t],
  );
  const dealers = useCallback(
    (data: Parameters<typeof dealerCharts>[0], language: string) => dealerCharts(data, t, language),
    [t],
  );
  return (
    <section aria-labelledby="admin-analytics" className="space-y-6">
      <div>
        <h2 id="admin-analytics" className="text-xl font-bold text-slate-900">
          {t('title')}
        </h2>
        <p className="text-sm text-slate-600">{t('subtitle')}</p>
      </div>
      <AnalyticsSection
        name="properties"
        heading={t('properties.heading')}
        charts={properties}
        summary={(data) =>
          [
            t('properties.total', { count: data.total }),
            ...data.byAction.map(({ action, count }) => `${t(`actions.${action}`)}: ${count}`),
          ].join(' · ')
        }
      />
      <AnalyticsSection
        name="bookings"
        heading={t('bookings.heading')}
        charts={bookings}
        summary={({ totals }, language) =>
          t('bookings.totals', {
            created: totals.created,
            confirmed: totals.confirmed,
            revenue: formatRupees(totals.revenue),
            conversion: percent(totals.conversion, language),
          })
        }
      />
      <AnalyticsSection name="dealers" heading={t('dealers.heading')} charts={dealers} />
    </section>
  );
};
