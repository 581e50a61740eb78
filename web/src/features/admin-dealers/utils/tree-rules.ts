import type { DealerTreeNode } from '@ghar/contracts/http';
import { paiseToRupees, rupeesToPaise } from '@ghar/contracts/money';
import { countByStatus, matchesFilters } from './dealer-filters';
import type { StatusFilter } from './dealer-filters';

export const flattenTree = (nodes: readonly DealerTreeNode[]): DealerTreeNode[] =>
  nodes.flatMap((node) => [node, ...flattenTree(node.children)]);

/**
 * The tree cut down to the dealers that match and the sponsors above them (kept so that a match
 * deep in the tree still shows where it hangs); a matching dealer keeps only its matching
 * branches.
 */
export const filterTree = (
  nodes: readonly DealerTreeNode[],
  search: string,
  status: StatusFilter,
): DealerTreeNode[] =>
  nodes.flatMap((node) => {
    const children = filterTree(node.children, search, status);
    if (children.length > 0 || matchesFilters(node, search, status)) return [{ ...node, children }];
    return [];
  });

export type TreeSummary = { total: number; approved: number; pending: number; commission: number };

// Every dealer in the tree; the commission sums each dealer's own ledger total in whole paise,
// so that many 2-decimal amounts add up to the paisa.
export const treeSummary = (roots: readonly DealerTreeNode[]): TreeSummary => {
  const all = flattenTree(roots);
  const counts = countByStatus(all);
  const paise = all.reduce((sum, node) => sum + rupeesToPaise(node.commission), 0);
  return {
    total: counts.total,
    approved: counts.approved,
    pending: counts.pending,
    commission: paiseToRupees(paise),
  };
};

// The ids of the nodes that have children: what Expand All opens.
export const branchIds = (nodes: readonly DealerTreeNode[]): string[] =>
  flattenTree(nodes)
    .filter((node) => node.children.length > 0)
    .map((node) => node.id);

export const findNode = (
  nodes: readonly DealerTreeNode[],
  id: string | null,
): DealerTreeNode | null =>
  id ? (flattenTree(nodes).find((node) => node.id === id) ?? null) : null;
