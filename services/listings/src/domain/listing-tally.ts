import { PROPERTY_ACTIONS, PROPERTY_STATUSES, PROPERTY_TYPES } from '@ghar/contracts/constants';
import {
  ANALYTICS_TOP_CITIES,
  ANALYTICS_WEEKS,
  type AdminPropertyStats,
  type PropertyAnalytics,
} from '@ghar/contracts/http';
import { istWeekKey, istWeekKeys } from '@ghar/platform';
import type { PropertyRecord } from './property';

/**
 * The admin's listing figures (dashboard stats, analytics, Manage Properties' total) as counters
 * kept by the listings' own events (issue 24 item 3), never by reading every listing. Each
 * listing counts once, as its tally: what it adds to the counters now. An event makes the
 * listing's new tally; the counters move by the difference from the one counted before.
 */
export interface ListingTally {
  status: PropertyRecord['status'];
  city: string;
  type: PropertyRecord['type'];
  action: PropertyRecord['action'];
  /** The IST week (Monday's date) the listing was created in. */
  week: string;
  /** A fee was paid (a proof, or an amount kept since issue 13). */
  fee: boolean;
  /** The amount it was created with, in paise (integers add up exactly); null = the fee in force. */
  feePaise: number | null;
}

/** The counters' fields a change moves, by how much (`$inc`). */
export type CounterMoves = Record<string, number>;

/** What a live listing adds to the figures; a deleted one adds nothing (null). */
export function tallyOf(
  record: Pick<
    PropertyRecord,
    'status' | 'city' | 'type' | 'action' | 'createdAt' | 'listingFeeProof' | 'listingFeeAmount'
  > | null,
): ListingTally | null {
  if (!record) return null;
  return {
    status: record.status,
    city: record.city,
    type: record.type,
    action: record.action,
    week: istWeekKey(record.createdAt),
    fee: Boolean(record.listingFeeProof) || record.listingFeeAmount !== undefined,
    feePaise:
      record.listingFeeAmount === undefined ? null : Math.round(record.listingFeeAmount * 100),
  };
}

/**
 * A city as a counter's field name: MongoDB field names may hold neither a dot nor a leading `$`,
 * so both are escaped (with the escape's own `%`).
 */
export const cityField = (city: string) =>
  city.replace(/%/g, '%25').replace(/\./g, '%2E').replace(/\$/g, '%24');
const cityOfField = (field: string) => decodeURIComponent(field);

function add(moves: CounterMoves, tally: ListingTally, sign: 1 | -1): void {
  const fields = [
    'total',
    `byStatus.${tally.status}`,
    `byCity.${cityField(tally.city)}`,
    `byType.${tally.type}`,
    `byAction.${tally.action}`,
    `weeks.${tally.week}.${tally.action}`,
  ];
  if (tally.fee) fields.push(tally.feePaise === null ? 'fees.atCurrentFee' : 'fees.count');
  for (const field of fields) moves[field] = (moves[field] ?? 0) + sign;
  if (tally.fee && tally.feePaise !== null) {
    moves['fees.paise'] = (moves['fees.paise'] ?? 0) + sign * tally.feePaise;
  }
}

/** The counters' moves from one tally to the next (nothing left at zero). */
export function movesBetween(
  before: ListingTally | null,
  after: ListingTally | null,
): CounterMoves {
  const moves: CounterMoves = {};
  if (before) add(moves, before, -1);
  if (after) add(moves, after, 1);
  return Object.fromEntries(Object.entries(moves).filter(([, by]) => by !== 0));
}

/** The counters as stored: every field a move names, absent until first moved. */
export interface ListingCounters {
  total?: number;
  byStatus?: Partial<Record<string, number>>;
  byCity?: Partial<Record<string, number>>;
  byType?: Partial<Record<string, number>>;
  byAction?: Partial<Record<string, number>>;
  weeks?: Partial<Record<string, Partial<Record<string, number>>>>;
  fees?: { count?: number; paise?: number; atCurrentFee?: number };
}

/** The dashboard's figures; a fee kept without its amount counts at the fee in force now. */
export function statsOfCounters(counters: ListingCounters, currentFee: number): AdminPropertyStats {
  const byStatus = Object.fromEntries(
    PROPERTY_STATUSES.map((status) => [status, counters.byStatus?.[status] ?? 0]),
  ) as AdminPropertyStats['byStatus'];
  const fees = counters.fees ?? {};
  const atCurrentFee = fees.atCurrentFee ?? 0;
  return {
    totalProperties: counters.total ?? 0,
    byStatus,
    listingFees: {
      count: (fees.count ?? 0) + atCurrentFee,
      total: (fees.paise ?? 0) / 100 + atCurrentFee * currentFee,
    },
  };
}

/** The admin home's charts (contracts' propertyAnalyticsSchema) from the counters. */
export function analyticsOfCounters(counters: ListingCounters, now: Date): PropertyAnalytics {
  const count = (value: number | undefined) => value ?? 0;
  return {
    total: count(counters.total),
    byCity: Object.entries(counters.byCity ?? {})
      .map(([field, n]) => ({ city: cityOfField(field), count: count(n) }))
      .filter((row) => row.count > 0)
      .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city))
      .slice(0, ANALYTICS_TOP_CITIES),
    byType: PROPERTY_TYPES.map((type) => ({ type, count: count(counters.byType?.[type]) })).filter(
      (row) => row.count > 0,
    ),
    byAction: PROPERTY_ACTIONS.map((action) => ({
      action,
      count: count(counters.byAction?.[action]),
    })),
    newPerWeek: istWeekKeys(now, ANALYTICS_WEEKS).map((week) => {
      const row = counters.weeks?.[week] ?? {};
      const [SELL, RENT, LEASE] = [count(row.SELL), count(row.RENT), count(row.LEASE)];
      return { week, SELL, RENT, LEASE, total: SELL + RENT + LEASE };
    }),
  };
}
