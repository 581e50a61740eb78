import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSpec } from '../utils/chart-specs';
import { ChartSkeleton } from './chart-skeleton';
import { ChartTable } from './chart-table';

// chart.js arrives in its own chunk when the first chart shows: the admin's first load stays small.
const AnalyticsChart = lazy(() => import('./analytics-chart'));

export const ChartCard = ({ spec }: { spec: ChartSpec }) => {
  const { t } = useTranslation('admin-analytics');
  return (
    <figure className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <figcaption className="mb-3 font-semibold text-slate-900">{spec.title}</figcaption>
      <Suspense fallback={<ChartSkeleton label={t('loadingChart')} />}>
        <AnalyticsChart spec={spec} />
      </Suspense>
      <ChartTable spec={spec} />
    </figure>
  );
};
