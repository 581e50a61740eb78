import { CheckCircle2, Clock, ListChecks, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { useDealerRequests } from '../api/get-dealer-requests';
import { useDealerDecisions } from '../hooks/use-dealer-decisions';
import { useDealerFilters } from '../hooks/use-dealer-filters';
import { countByStatus, matchesFilters } from '../utils/dealer-filters';
import { DealerFiltersBar } from './dealer-filters-bar';
import { RequestCard } from './request-card';
import { SummaryCards } from './summary-cards';

// Admin dealer requests (part 2 §2): summary, search, status filter, cards with Approve/Reject on
// the PENDING ones, Refresh Data, Retry on a failed load and the empty state.
export const DealerRequestsPage = () => {
  const { t } = useTranslation('admin-dealers');
  const requests = useDealerRequests();
  const filters = useDealerFilters();
  const decisions = useDealerDecisions();

  const all = requests.data ?? [];
  const counts = countByStatus(all);
  const shown = all.filter((request) => matchesFilters(request, filters.search, filters.status));
  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('requests.title')}</h1>
        <p className="mt-1 text-slate-600">{t('requests.subtitle')}</p>
      </div>
      <SummaryCards
        ready={requests.data !== undefined}
        cards={[
          {
            key: 'total',
            label: t('requests.summary.total'),
            value: String(counts.total),
            icon: ListChecks,
          },
          {
            key: 'pending',
            label: t('requests.summary.pending'),
            value: String(counts.pending),
            icon: Clock,
          },
          {
            key: 'approved',
            label: t('requests.summary.approved'),
            value: String(counts.approved),
            icon: CheckCircle2,
          },
          {
            key: 'rejected',
            label: t('requests.summary.rejected'),
            value: String(counts.rejected),
            icon: XCircle,
          },
        ]}
      />
      <DealerFiltersBar
        searchLabel={t('requests.search')}
        searchPlaceholder={t('requests.searchPlaceholder')}
        search={filters.search}
        status={filters.status}
        onSearch={filters.setSearch}
        onStatus={filters.setStatus}
        onRefresh={() => void requests.refetch()}
        refreshLabel={t('refresh')}
        refreshing={requests.isFetching}
      />

      {requests.isPending && (
        <LoadingBlock label={t('requests.loading')} className="min-h-[30vh]" />
      )}
      {requests.isError && !requests.data && (
        <LoadFailed
          error={requests.error}
          fallback={t('requests.failed.load')}
          retryLabel={t('retry')}
          onRetry={() => void requests.refetch()}
        />
      )}
      {requests.data && shown.length === 0 && (
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-lg font-semibold text-slate-900">{t('requests.empty')}</p>
          <p className="mt-1 text-slate-600">{t('requests.emptyHint')}</p>
        </div>
      )}
      {shown.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t('requests.title')}>
          {shown.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              busy={decisions.busyId === request.id}
              onDecide={decisions.decide}
            />
          ))}
        </ul>
      )}
    </section>
  );
};
