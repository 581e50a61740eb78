import { z } from 'zod';
import { RENT_COMMISSION_RULES } from '../constants/business';
import { PROPERTY_ACTIONS } from '../constants/property-actions';
import { DEALER_STATUSES } from '../constants/statuses';

/*
 * What the dealers service answers (the `data` part of the envelope). Part 1 §3 / part 2 §3 name
 * a dealer's fields (id, status, referralCode, createdAt, user {name, email}, commission,
 * totalCommission, totalChildren, level, children) and a commission's (id, level, amount,
 * createdAt, property.title). Amounts are rupees with 2 decimals (the spec's dollar sign is a
 * slip, docs/business-decisions.md). `level` of a dealer is its depth in the tree: 1 = directly under the company.
 */

export const dealerPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});

/** The dealer above, by name and code; null when directly under the company. */
export const dealerSponsorSchema = z
  .object({ id: z.string(), name: z.string(), referralCode: z.string() })
  .nullable();

/** One dealer application (GET /admin/dealer-requests, GET /dealers/me). */
export const dealerRequestSchema = z.object({
  id: z.string(),
  status: z.enum(DEALER_STATUSES),
  referralCode: z.string(),
  createdAt: z.string(),
  /** When an admin approved or rejected it; absent while PENDING. */
  decidedAt: z.string().optional(),
  user: dealerPersonSchema,
  sponsor: dealerSponsorSchema,
  level: z.number().int().positive(),
});
export type DealerRequest = z.output<typeof dealerRequestSchema>;
export const dealerRequestsResponseSchema = z.array(dealerRequestSchema);

/** A dealer with its commission figures (tree nodes, GET /dealers/me, stats). */
const dealerFiguresShape = {
  /** The dealer's own ledger total (earned minus reversed). */
  commission: z.number(),
  /** Its own plus every dealer's below it. */
  totalCommission: z.number(),
  /** Every dealer below it, at any depth. */
  totalChildren: z.number().int().nonnegative(),
  directChildren: z.number().int().nonnegative(),
};

export interface DealerTreeNode extends DealerRequest {
  commission: number;
  totalCommission: number;
  totalChildren: number;
  directChildren: number;
  children: DealerTreeNode[];
}

/** GET /admin/dealer-tree (roots = dealers directly under the company), GET /dealers/tree/{id}. */
export const dealerTreeNodeSchema: z.ZodType<DealerTreeNode> = dealerRequestSchema.extend({
  ...dealerFiguresShape,
  get children() {
    return z.array(dealerTreeNodeSchema);
  },
});
export const dealerTreeResponseSchema = z.array(dealerTreeNodeSchema);

/**
 * GET /dealers/me: the caller's latest application with its figures, or null when they never
 * applied (become-dealer, profile, dashboard).
 */
export const myDealerSchema = dealerRequestSchema.extend(dealerFiguresShape).nullable();
export type MyDealer = z.output<typeof myDealerSchema>;

/** GET /dealers/stats/{id}. */
export const dealerStatsSchema = z.object({
  dealerId: z.string(),
  ...dealerFiguresShape,
  /** How many ledger entries of each kind the dealer has. */
  earnedEntries: z.number().int().nonnegative(),
  reversedEntries: z.number().int().nonnegative(),
  /** Deepest level below the dealer (0 = no children). */
  depth: z.number().int().nonnegative(),
});
export type DealerStats = z.output<typeof dealerStatsSchema>;

/** GET /dealers/hierarchy/{id}: the dealer and its sponsors up to the company, nearest first. */
export const dealerHierarchySchema = z.object({
  dealer: dealerRequestSchema,
  upline: z.array(dealerRequestSchema),
});
export type DealerHierarchy = z.output<typeof dealerHierarchySchema>;

/** GET /dealers/referral/{code} (public): an APPROVED dealer's name only. */
export const referralCheckSchema = z.object({ referralCode: z.string(), name: z.string() });
export type ReferralCheck = z.output<typeof referralCheckSchema>;

export const COMMISSION_ENTRY_KINDS = ['EARNED', 'REVERSED'] as const;
export type CommissionEntryKind = (typeof COMMISSION_ENTRY_KINDS)[number];

/**
 * One ledger entry (GET /dealers/my-commissions): the spec's fields plus, beyond the spec, what
 * produced it — the booking, the rule with its figures, and the downline whose code was used.
 */
export const commissionEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(COMMISSION_ENTRY_KINDS),
  /** 1 = the dealer whose code was used, 2 and 3 = the sponsors above. */
  level: z.number().int().positive(),
  /** Rupees, 2 decimals; negative for a reversal. */
  amount: z.number(),
  createdAt: z.string(),
  property: z.object({ id: z.string(), title: z.string(), action: z.enum(PROPERTY_ACTIONS) }),
  booking: z.object({ id: z.string(), dealerCode: z.string() }),
  rule: z.object({
    /** The deal's whole commission in rupees. */
    dealCommission: z.number(),
    /** SELL: salePercent of price; RENT/LEASE: the rent rule. */
    basis: z.enum(['SALE_PERCENT', ...RENT_COMMISSION_RULES]),
    /** salePercent or rentPercentOfFirstMonth; 100 for ONE_MONTH_RENT. */
    basisPercent: z.number(),
    /** This level's share of the deal's commission. */
    levelPercent: z.number(),
  }),
  /**
   * The dealers between the code's dealer and this one, code's dealer first (empty at level 1):
   * whose booking earned this share.
   */
  downline: z.array(z.object({ name: z.string(), referralCode: z.string() })),
  /** For a reversal, the entry it reverses. */
  reverses: z.string().optional(),
});
export type CommissionEntry = z.output<typeof commissionEntrySchema>;
export const myCommissionsResponseSchema = z.array(commissionEntrySchema);
