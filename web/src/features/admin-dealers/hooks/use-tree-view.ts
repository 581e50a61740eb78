import type { DealerTreeNode } from '@ghar/contracts/http';
import { useState } from 'react';
import { branchIds } from '../utils/tree-rules';

// Which branches are folded (everything shows open at first) and which dealer is selected.
export const useTreeView = (shown: readonly DealerTreeNode[]) => {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return {
    selectedId,
    setSelectedId,
    isOpen: (id: string) => !folded.has(id),
    toggle: (id: string) =>
      setFolded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    expandAll: () => setFolded(new Set()),
    collapseAll: () => setFolded(new Set(branchIds(shown))),
  };
};
