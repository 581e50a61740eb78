import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';

type ListStatesProps = {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>;
  loadingLabel: string;
  failedText: string;
  // Nothing matches the search and filter (or there is nothing yet).
  empty: boolean;
  emptyTitle: string;
  emptyHint: string;
};

// What both dealer screens show instead of their list: the first load, a failed one with Retry
// (the list read before stays on screen when a refresh fails), and the empty state.
export const ListStates = ({
  query,
  loadingLabel,
  failedText,
  empty,
  emptyTitle,
  emptyHint,
}: ListStatesProps) => {
  const { t } = useTranslation('admin-dealers');
  if (query.isPending) return <LoadingBlock label={loadingLabel} className="min-h-[30vh]" />;
  if (query.isError && query.data === undefined) {
    return (
      <LoadFailed
        error={query.error}
        fallback={failedText}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!empty) return null;
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <p className="text-lg font-semibold text-slate-900">{emptyTitle}</p>
      <p className="mt-1 text-slate-600">{emptyHint}</p>
    </div>
  );
};
