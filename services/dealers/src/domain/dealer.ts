import type {
  DealerStatus,
  PropertyAction,
  RentCommissionRule,
  Role,
  UserStatus,
} from '@ghar/contracts/constants';
import type { CommissionEntryKind } from '@ghar/contracts/http';

/** One dealer application: a dealer's id is its application's id (a user may have several). */
export interface DealerRecord {
  id: string;
  userId: string;
  status: DealerStatus;
  /** This application's own code, upper-case, unique. */
  referralCode: string;
  /** The APPROVED application above, fixed at application; null = directly under the company. */
  sponsorId: string | null;
  /** Depth in the tree: 1 = directly under the company. */
  level: number;
  createdAt: Date;
  decidedAt?: Date;
  decidedBy?: string;
}

/** What dealers keeps of a user, from auth.events (never read from auth itself). */
export interface UserCopy {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** BLOCKED: their code stops resolving and earns nothing until an unblock (issue 23 item 5). */
  status?: UserStatus;
}

export interface Actor {
  userId: string;
  email: string;
  role: Role;
}

/** Who caused a change (packages/platform/src/http/actor.ts: one for every service). */
export type { ActionContext } from '@ghar/platform';

/** One dealer of a commission's downline (whose booking earned a sponsor's share). */
export interface DownlineDealer {
  dealerId: string;
  name: string;
  code: string;
}

export type CommissionBasis = 'SALE_PERCENT' | RentCommissionRule;

/** One ledger line: a level's share of one booking's commission, or its reversal (negative). */
export interface CommissionRecord {
  id: string;
  dealerId: string;
  dealerUserId: string;
  bookingId: string;
  propertyId: string;
  propertyTitle: string;
  propertyAction: PropertyAction;
  /** The code typed on the booking (the level-1 dealer's), upper-case. */
  dealerCode: string;
  level: number;
  kind: CommissionEntryKind;
  amountPaise: number;
  dealCommissionPaise: number;
  basis: CommissionBasis;
  basisPercent: number;
  levelPercent: number;
  downline: DownlineDealer[];
  /** For a REVERSED entry, the EARNED entry it reverses. */
  reverses?: string;
  createdAt: Date;
}

/** A dealer's ledger figures: net total (paise) and how many entries of each kind. */
export interface LedgerTotals {
  netPaise: number;
  earned: number;
  reversed: number;
}
