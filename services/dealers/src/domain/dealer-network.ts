import type { DealerRecord, LedgerTotals, UserCopy } from './dealer';

/** A dealer of the in-memory tree with its figures (paise) over its whole subtree. */
export interface NetworkNode {
  record: DealerRecord;
  user: UserCopy | undefined;
  children: NetworkNode[];
  commissionPaise: number;
  totalPaise: number;
  totalChildren: number;
  /** Deepest level below this dealer (0 = no children). */
  depth: number;
  totals: LedgerTotals | undefined;
}

export interface DealerNetwork {
  /** Every application, the tree's and the older ones of users who applied again. */
  byId: Map<string, NetworkNode>;
  /** Dealers directly under the company (level 1), newest first. */
  roots: NetworkNode[];
}

const newestFirst = (a: NetworkNode, b: NetworkNode) =>
  b.record.createdAt.getTime() - a.record.createdAt.getTime() ||
  (a.record.id < b.record.id ? 1 : -1);

/** Every user's latest application: the one "their dealer" is (older rejected ones stay out of the tree). */
function latestPerUser(records: DealerRecord[]): Set<string> {
  const latest = new Map<string, DealerRecord>();
  for (const record of records) {
    const held = latest.get(record.userId);
    if (!held || held.createdAt < record.createdAt) latest.set(record.userId, record);
  }
  return new Set([...latest.values()].map((record) => record.id));
}

/**
 * The whole referral tree, built in memory from one read of the applications and one aggregate
 * read of the ledger's totals (FerretDB scans every document per find, so never a query per
 * node). A sponsor was APPROVED when its dealers applied, so it is its user's latest application
 * and the tree has no cycles; figures are summed bottom-up once.
 */
export function buildNetwork(
  records: DealerRecord[],
  users: Map<string, UserCopy>,
  totals: Map<string, LedgerTotals>,
): DealerNetwork {
  const byId = new Map<string, NetworkNode>();
  for (const record of records) {
    const own = totals.get(record.id);
    byId.set(record.id, {
      record,
      user: users.get(record.userId),
      children: [],
      commissionPaise: own?.netPaise ?? 0,
      totalPaise: 0,
      totalChildren: 0,
      depth: 0,
      totals: own,
    });
  }
  const roots: NetworkNode[] = [];
  const latest = latestPerUser(records);
  for (const node of byId.values()) {
    // An older application of a user who applied again is readable by id but not in the tree.
    if (!latest.has(node.record.id)) continue;
    const sponsor = node.record.sponsorId ? byId.get(node.record.sponsorId) : undefined;
    if (sponsor) sponsor.children.push(node);
    else roots.push(node);
  }
  const sum = (node: NetworkNode): void => {
    node.children.sort(newestFirst);
    node.totalPaise = node.commissionPaise;
    for (const child of node.children) {
      sum(child);
      node.totalPaise += child.totalPaise;
      node.totalChildren += 1 + child.totalChildren;
      node.depth = Math.max(node.depth, child.depth + 1);
    }
  };
  roots.sort(newestFirst);
  for (const root of roots) sum(root);
  return { byId, roots };
}

/** The dealer and its sponsors up to the company, nearest first. */
export function uplineOf(network: DealerNetwork, node: NetworkNode): NetworkNode[] {
  const upline: NetworkNode[] = [];
  let sponsorId = node.record.sponsorId;
  while (sponsorId) {
    const sponsor = network.byId.get(sponsorId);
    if (!sponsor) break;
    upline.push(sponsor);
    sponsorId = sponsor.record.sponsorId;
  }
  return upline;
}
