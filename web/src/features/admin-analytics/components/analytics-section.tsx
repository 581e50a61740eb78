import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/ui/load-states';
import { useAnalytics, type AnalyticsOf } from '../api/get-analytics';
import type { AnalyticsName } from '../api/query-keys';
import type { ChartSpec } from '../utils/chart-specs';
import { ChartCard } from './chart-card';
import { ChartSkeleton } from './chart-skeleton';

type AnalyticsSectionProps<N extends AnalyticsName> = {
  name: N;
  heading: string;
  charts: (data: AnalyticsOf[N], language: string) => ChartSpec[];
  summary?: (data: AnalyticsOf[N], language: string) => ReactNode;
};

// One service's figures: its charts once they arrive; a failure here leaves the others showing.
export const AnalyticsSection = <N extends AnalyticsName>({
  name,
  heading,
  charts,
  summary,
}: AnalyticsSectionProps<N>) => {
  const { t, i18n } = useTranslation('admin-analytics');
  const query = useAnalytics(name);
  const specs = useMemo(
    () => (query.data ? charts(query.data, i18n.language) : []),
    [query.data, charts, i18n.language],
  );
  return (
    <section aria-labelledby={`analytics-${name}`} className="space-y-3" data-analytics={name}>
      <h3 id={`analytics-${name}`} className="text-lg font-semibold text-slate-900">
        {heading}
      </h3>
      {query.isPending ? (
        <ChartSkeleton label={t('loadingChart')} />
      ) : query.isError ? (
        <LoadFailed
          error={query.error}
          fallback={t('failed')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {summary && (
            <p className="text-sm text-slate-600">{summary(query.data, i18n.language)}</p>
          )}
          <div className="grid gap-4 xl:grid-cols-2">
            {specs.map((spec) => (
              <ChartCard key={spec.id} spec={spec} />
            ))}
          </div>
        </>
      )}
    </section>
  );
};
