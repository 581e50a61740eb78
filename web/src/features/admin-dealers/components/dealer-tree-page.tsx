import { ChevronsDownUp, ChevronsUpDown } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useDealerTree } from '../api/get-dealer-tree';
import { useDealerFilters } from '../hooks/use-dealer-filters';
import { useTreeView } from '../hooks/use-tree-view';
import { filterTree, findNode } from '../utils/tree-rules';
import { DealerDetailsPanel } from './dealer-details-panel';
import { DealerFiltersBar } from './dealer-filters-bar';
import { LedgerExport } from './ledger-export';
import { ListStates } from './list-states';
import { PageHeading } from './page-heading';
import { TreeSummary } from './dealer-summaries';
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
      <PageHeading title={t('tree.title')} subtitle={t('tree.subtitle')} />
      <TreeSummary roots={tree.data} />
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

      <ListStates
        query={tree}
        loadingLabel={t('tree.loading')}
        failedText={t('tree.failed.load')}
        empty={tree.data !== undefined && shown.length === 0}
        emptyTitle={t('tree.empty')}
        emptyHint={t('tree.emptyHint')}
      />
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
