import {
  IndianRupee,
  Clock,
  Network,
  UserCheck,
  ChevronsDownUp,
  ChevronsUpDown,
} from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { useMediaQuery } from '@/hooks/use-media-query';
import { formatRupeesWithPaise } from '@ghar/contracts';
import { useDealerTree } from '../api/get-dealer-tree';
import { useDealerFilters } from '../hooks/use-dealer-filters';
import { useTreeView } from '../hooks/use-tree-view';
import { filterTree, findNode, treeSummary } from '../utils/tree-rules';
import { DealerDetailsPanel } from './dealer-details-panel';
import { DealerFiltersBar } from './dealer-filters-bar';
import { LedgerExport } from './ledger-export';
import { SummaryCards } from './summary-cards';
import { TreeNode } from './tree-node';
import type { TreeHandlers } from './tree-node';

// Admin dealer tree (part 2 §2): summary, search, status filter, Expand All / Collapse All /
// Refresh, the nested tree, Selected Dealer Details, and the ledger export (issue 12 item 5).
export const DealerTreePage = () => {
  const { t } = useTranslation('admin-dealers');
  const tree = useDealerTree();
  const filters = useDealerFilters();
  const roots = useMemo(() => tree.data ?? [], [tree.data]);
  const shown = useMemo(
    () => filterTree(roots, filters.search, filters.status),
    [roots, filters.search, filters.status],
  );
  const view = useTreeView(shown);
  const wide = useMediaQuery('(min-width: 1024px)');
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const summary = treeSummary(roots);
  const selected = findNode(roots, view.selectedId);

  const handlers: TreeHandlers = {
    isOpen: view.isOpen,
    onToggle: view.toggle,
    selectedId: view.selectedId,
    onSelect: (id) => {
      view.setSelectedId(id);
      // On a phone the details sit below the tree: take the reader there.
      if (!wide) requestAnimationFrame(() => detailsHeading.current?.focus());
    },
  };

  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('tree.title')}</h1>
        <p className="mt-1 text-slate-600">{t('tree.subtitle')}</p>
      </div>
      <SummaryCards
        ready={tree.data !== undefined}
        cards={[
          {
            key: 'total',
            label: t('tree.summary.total'),
            value: String(summary.total),
            icon: Network,
          },
          {
            key: 'approved',
            label: t('tree.summary.approved'),
            value: String(summary.approved),
            icon: UserCheck,
          },
          {
            key: 'pending',
            label: t('tree.summary.pending'),
            value: String(summary.pending),
            icon: Clock,
          },
          {
            key: 'commission',
            label: t('tree.summary.commission'),
            value: formatRupeesWithPaise(summary.commission),
            icon: IndianRupee,
          },
        ]}
      />
      <DealerFiltersBar
        searchLabel={t('tree.search')}
        searchPlaceholder={t('tree.searchPlaceholder')}
        search={filters.search}
        status={filters.status}
        onSearch={(value) => {
          filters.setSearch(value);
          view.expandAll();
        }}
        onStatus={(value) => {
          filters.setStatus(value);
          view.expandAll();
        }}
        onRefresh={() => void tree.refetch()}
        refreshLabel={t('tree.refresh')}
        refreshing={tree.isFetching}
      >
        <Button variant="outline" className="h-11" onClick={view.expandAll}>
          <ChevronsUpDown aria-hidden="true" className="size-4" />
          {t('tree.expandAll')}
        </Button>
        <Button variant="outline" className="h-11" onClick={view.collapseAll}>
          <ChevronsDownUp aria-hidden="true" className="size-4" />
          {t('tree.collapseAll')}
        </Button>
      </DealerFiltersBar>

      {tree.isPending && <LoadingBlock label={t('tree.loading')} className="min-h-[30vh]" />}
      {tree.isError && !tree.data && (
        <LoadFailed
          error={tree.error}
          fallback={t('tree.failed.load')}
          retryLabel={t('retry')}
          onRetry={() => void tree.refetch()}
        />
      )}
      {tree.data && shown.length === 0 && (
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-lg font-semibold text-slate-900">{t('tree.empty')}</p>
          <p className="mt-1 text-slate-600">{t('tree.emptyHint')}</p>
        </div>
      )}
      {shown.length > 0 && (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <ul
            aria-label={t('tree.label')}
            className="rounded-2xl bg-slate-100/60 p-2 ring-1 ring-slate-200 sm:p-3"
          >
            {shown.map((node) => (
              <TreeNode key={node.id} node={node} depth={0} handlers={handlers} />
            ))}
          </ul>
          <DealerDetailsPanel
            dealer={selected}
            headingRef={detailsHeading}
            onClose={() => view.setSelectedId(null)}
          />
        </div>
      )}
      <LedgerExport />
    </section>
  );
};
