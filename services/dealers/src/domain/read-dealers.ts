import type { DealerStatus } from '@ghar/contracts/constants';
import type {
  DealerHierarchy,
  DealerRequest,
  DealerStats,
  DealerTreeNode,
  MyDealer,
  ReferralCheck,
} from '@ghar/contracts/http';
import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { forbidden, notFound } from '@ghar/platform';
import type { Actor } from './dealer';
import { buildNetwork, uplineOf, type DealerNetwork, type NetworkNode } from './dealer-network';
import { figuresOf, requestView, statsView, treeView } from './dealer-views';
import type { DealersDeps } from './ports';
import { usableDealerOfCode } from './usable-code';

type ReadDeps = Pick<DealersDeps, 'dealers' | 'users' | 'ledger'>;

/** One read of the applications, one of their users, one aggregate of the ledger. */
export async function loadNetwork(deps: ReadDeps): Promise<DealerNetwork> {
  const [records, totals] = await Promise.all([deps.dealers.all(), deps.ledger.totals()]);
  const users = await deps.users.findMany([...new Set(records.map((record) => record.userId))]);
  return buildNetwork(records, users, totals);
}

/** The dealer, for its own user or an admin: 404 when there is none, 403 for anyone else. */
function dealerFor(network: DealerNetwork, id: string, actor: Actor): NetworkNode {
  const node = network.byId.get(id);
  if (!node) throw notFound(E.dealerNotFound);
  if (actor.role !== 'ADMIN' && node.record.userId !== actor.userId) throw forbidden();
  return node;
}

const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** GET /admin/dealer-requests: every application, newest first; search over name, e-mail, code. */
export async function listRequests(
  deps: ReadDeps,
  query: { status?: DealerStatus; search?: string },
): Promise<DealerRequest[]> {
  const network = await loadNetwork(deps);
  const needle = query.search?.trim().toLowerCase() ?? '';
  return [...network.byId.values()]
    .map((node) => requestView(network, node.record))
    .filter((request) => !query.status || request.status === query.status)
    .filter(
      (request) =>
        !needle ||
        [request.user.name, request.user.email, request.referralCode].some((text) =>
          text.toLowerCase().includes(needle),
        ),
    )
    .sort(newestFirst);
}

/** GET /admin/dealer-tree: dealers directly under the company, each with its whole subtree. */
export async function adminTree(deps: ReadDeps): Promise<DealerTreeNode[]> {
  const network = await loadNetwork(deps);
  return network.roots.map((root) => treeView(network, root, Number.POSITIVE_INFINITY));
}

export async function dealerTree(
  deps: ReadDeps,
  id: string,
  actor: Actor,
  maxDepth: number,
): Promise<DealerTreeNode> {
  const network = await loadNetwork(deps);
  return treeView(network, dealerFor(network, id, actor), maxDepth);
}

export async function dealerHierarchy(
  deps: ReadDeps,
  id: string,
  actor: Actor,
): Promise<DealerHierarchy> {
  const network = await loadNetwork(deps);
  const node = dealerFor(network, id, actor);
  return {
    dealer: requestView(network, node.record),
    upline: uplineOf(network, node).map((sponsor) => requestView(network, sponsor.record)),
  };
}

export async function dealerStats(deps: ReadDeps, id: string, actor: Actor): Promise<DealerStats> {
  const network = await loadNetwork(deps);
  return statsView(dealerFor(network, id, actor));
}

/** GET /dealers/me: the caller's latest application with its figures, or null. */
export async function myDealer(deps: ReadDeps, actor: Actor): Promise<MyDealer> {
  const latest = await deps.dealers.latestOfUser(actor.userId);
  if (!latest) return null;
  const network = await loadNetwork(deps);
  const node = network.byId.get(latest.id);
  if (!node) return null;
  return { ...requestView(network, latest), ...figuresOf(node) };
}

/**
 * GET /dealers/referral/:code (public): the name of a usable code's dealer (APPROVED, neither
 * blocked nor deleted), else 404 invalid code.
 */
export async function checkReferral(deps: ReadDeps, code: string): Promise<ReferralCheck> {
  const record = await usableDealerOfCode(deps, code);
  if (!record) throw notFound(E.invalidReferralCode);
  const user = await deps.users.find(record.userId);
  return { referralCode: record.referralCode, name: user?.name ?? '' };
}
