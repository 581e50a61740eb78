import type { DealerStatus } from '@ghar/contracts/constants';
import type { DealerTreeNode } from '@ghar/contracts/http';

// A tree node for the unit tests: only what a test names differs.
export const dealerNode = (
  id: string,
  overrides: Partial<Omit<DealerTreeNode, 'user'>> & { name?: string; email?: string } = {},
): DealerTreeNode => {
  const { name = `Dealer ${id}`, email = `${id}@example.in`, ...rest } = overrides;
  const children = rest.children ?? [];
  return {
    id,
    status: 'APPROVED' as DealerStatus,
    referralCode: `CODE${id.toUpperCase()}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    user: { id: `user-${id}`, name, email },
    sponsor: null,
    level: 1,
    commission: 0,
    totalCommission: 0,
    totalChildren: 0,
    directChildren: children.length,
    ...rest,
    children,
  };
};
