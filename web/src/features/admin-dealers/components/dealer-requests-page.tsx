import { useTranslation } from 'react-i18next';
import { useDealerRequests } from '../api/get-dealer-requests';
import { useDealerDecisions } from '../hooks/use-dealer-decisions';
import { useDealerFilters } from '../hooks/use-dealer-filters';
import { matchesFilters } from '../utils/dealer-filters';
import { DealerFiltersBar } from './dealer-filters-bar';
import { ListStates } from './list-states';
import { PageHeading } from './page-heading';
import { RequestCard } from './request-card';
import { RequestSummary } from './dealer-summaries';

// Admin dealer requests (part 2 §2): summary, search, status filter, cards with Approve/Reject on
// the PENDING ones, Refresh Data, Retry on a failed load and the empty state.
export const DealerRequestsPage = () => {
  const { t } = useTranslation('admin-dealers');
  const requests = useDealerRequests();
  const filters = useDealerFilters();
  const decisions = useDealerDecisions();

  const all = requests.data ?? [];
  const shown = all.filter((request) => matchesFilters(request, filters.search, filters.status));
  return (
    <section className="space-y-5">
      <PageHeading title={t('requests.title')} subtitle={t('requests.subtitle')} />
      <RequestSummary requests={requests.data} />
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

      <ListStates
        query={requests}
        loadingLabel={t('requests.loading')}
        failedText={t('requests.failed.load')}
        empty={requests.data !== undefined && shown.length === 0}
        emptyTitle={t('requests.empty')}
        emptyHint={t('requests.emptyHint')}
      />
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
