import type { PaymentStateChange, PaymentView } from '@ghar/contracts';
import { buildEvent, movePaymentState, paymentHistoryView, type PaymentStep } from '@ghar/platform';
import type { FeePaymentRecord, ListingsDeps } from './ports';
import { EVENT_SOURCE } from './property-events';

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
    history: paymentHistoryView(record.history),
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

/** The owner hears their fee was verified or refunded (issue 27). */
const feePaymentChangedEvent = (record: FeePaymentRecord, step: PaymentStep, feeNow: number) =>
  buildEvent(
    'ListingFeePaymentChanged',
    record.propertyId,
    {
      propertyId: record.propertyId,
      title: record.title,
      ownerId: record.owner.id,
      ownerEmail: record.owner.email,
      amount: record.amount ?? feeNow,
      state: step.state,
      changedAt: step.at.toISOString(),
    },
    { source: EVENT_SOURCE, actor: step.by },
  );

/** PUT /properties/:id/fee-payment (404 for a listing without a fee; 409 by movePaymentState). */
export async function moveFeePayment(
  deps: Deps,
  propertyId: string,
  change: PaymentStateChange,
  admin: { userId: string; email?: string },
): Promise<PaymentView> {
  const moved = await movePaymentState(
    deps.feePayments,
    propertyId,
    change,
    admin,
    deps.clock.now(),
    (current, step) => [feePaymentChangedEvent(current, step, deps.listingFee.amount)],
  );
  return feePaymentView(moved, deps.listingFee.amount);
}
