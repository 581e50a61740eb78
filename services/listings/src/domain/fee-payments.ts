import {
  canMovePayment,
  PAYMENT_MESSAGES,
  type PaymentState,
  type PaymentStateChange,
  type PaymentView,
} from '@ghar/contracts';
import { conflict, notFound } from '@ghar/platform';
import type { ListingsDeps } from './ports';

/** One admin move of a listing fee's payment: to what, when, by whom, why. */
export interface FeePaymentStep {
  state: PaymentState;
  at: Date;
  by: string;
  byEmail?: string;
  note?: string;
}

/** A listing's fee as a payment (issue 13 item 5): kept on the property's own document. */
export interface FeePaymentRecord {
  propertyId: string;
  title: string;
  owner: { id: string; name: string; email: string };
  /** Absent on listings made before the fee was stored with them. */
  amount?: number;
  reference?: string;
  proofUrl?: string;
  createdAt: Date;
  state: PaymentState;
  history: FeePaymentStep[];
}

export interface FeePaymentStore {
  /** Every listing created with a fee proof or reference (deleted ones too: the money came). */
  list(): Promise<FeePaymentRecord[]>;
  find(propertyId: string): Promise<FeePaymentRecord | null>;
  /** Moves the fee's state from `from` with its step, in one conditional write; null if it moved meanwhile. */
  move(
    propertyId: string,
    from: PaymentState,
    step: FeePaymentStep,
  ): Promise<FeePaymentRecord | null>;
}

/** The payment view; a listing made before its fee was stored shows the fee in force now. */
export function feePaymentView(record: FeePaymentRecord, feeNow: number): PaymentView {
  return {
    source: 'LISTING_FEE',
    id: record.propertyId,
    amount: record.amount ?? feeNow,
    references: record.reference ? [record.reference] : [],
    proofUrl: record.proofUrl,
    payer: { id: record.owner.id, name: record.owner.name || undefined, email: record.owner.email },
    propertyId: record.propertyId,
    propertyTitle: record.title,
    createdAt: record.createdAt.toISOString(),
    state: record.state,
    history: record.history.map((step) => ({ ...step, at: step.at.toISOString() })),
  };
}

type Deps = Pick<ListingsDeps, 'feePayments' | 'listingFee' | 'clock'>;

/** GET /properties/admin/fee-payments: every listing fee, newest first. */
export async function listFeePayments(deps: Deps): Promise<PaymentView[]> {
  const records = await deps.feePayments.list();
  return records
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((record) => feePaymentView(record, deps.listingFee.amount));
}

/**
 * PUT /properties/:id/fee-payment: RECEIVED → VERIFIED → REFUNDED | KEPT. 404 for a listing
 * without a fee; 409 for a move the states do not allow, or when another admin moved it first.
 */
export async function moveFeePayment(
  deps: Deps,
  propertyId: string,
  change: PaymentStateChange,
  admin: { userId: string; email?: string },
): Promise<PaymentView> {
  const current = await deps.feePayments.find(propertyId);
  if (!current) throw notFound(PAYMENT_MESSAGES.notFound);
  if (!canMovePayment(current.state, change.state)) throw conflict(PAYMENT_MESSAGES.illegalMove);
  const moved = await deps.feePayments.move(propertyId, current.state, {
    state: change.state,
    at: deps.clock.now(),
    by: admin.userId,
    byEmail: admin.email,
    ...(change.note ? { note: change.note } : {}),
  });
  if (!moved) throw conflict(PAYMENT_MESSAGES.illegalMove);
  return feePaymentView(moved, deps.listingFee.amount);
}
