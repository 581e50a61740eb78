import type { DealerRequest, DealerStats, DealerTreeNode } from '@ghar/contracts/http';
import { paiseToRupees } from '@ghar/contracts/money';
import type { DealerRecord, UserCopy } from './dealer';
import type { DealerNetwork, NetworkNode } from './dealer-network';

/** A user the projection has not (yet) got: shown by id rather than failing the whole answer. */
const personOf = (userId: string, user: UserCopy | undefined) => ({
  id: userId,
  name: user?.name ?? '',
  email: user?.email ?? '',
});

/** One application as the API shows it (contracts' DealerRequest). */
export function requestView(network: DealerNetwork, record: DealerRecord): DealerRequest {
  const node = network.byId.get(record.id);
  const sponsor = record.sponsorId ? network.byId.get(record.sponsorId) : undefined;
  return {
    id: record.id,
    status: record.status,
    referralCode: record.referralCode,
    createdAt: record.createdAt.toISOString(),
    ...(record.decidedAt ? { decidedAt: record.decidedAt.toISOString() } : {}),
    user: personOf(record.userId, node?.user),
    sponsor: sponsor
      ? {
          id: sponsor.record.id,
          name: sponsor.user?.name ?? '',
          referralCode: sponsor.record.referralCode,
        }
      : null,
    level: record.level,
  };
}

/** A dealer's figures in rupees (contracts' dealerFiguresShape). */
export const figuresOf = (node: NetworkNode) => ({
  commission: paiseToRupees(node.commissionPaise),
  totalCommission: paiseToRupees(node.totalPaise),
  totalChildren: node.totalChildren,
  directChildren: node.children.length,
});

/** The dealer with its subtree down to `maxDepth` levels below it (figures always whole). */
export function treeView(
  network: DealerNetwork,
  node: NetworkNode,
  maxDepth: number,
): DealerTreeNode {
  return {
    ...requestView(network, node.record),
    ...figuresOf(node),
    children:
      maxDepth > 0 ? node.children.map((child) => treeView(network, child, maxDepth - 1)) : [],
  };
}

export const statsView = (node: NetworkNode): DealerStats => ({
  dealerId: node.record.id,
  ...figuresOf(node),
  earnedEntries: node.totals?.earned ?? 0,
  reversedEntries: node.totals?.reversed ?? 0,
  depth: node.depth,
});
