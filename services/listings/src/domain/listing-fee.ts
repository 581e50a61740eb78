import type { PaginationQuery, PaymentStateChange, PaymentView } from '@ghar/contracts/http';
import { buildEvent, movePaymentState, paymentHistoryView, type PaymentStep } from '@ghar/platform';
import type { ListingFeePayment, ListingsDeps } from './ports';
import { EVENT_SOURCE } from './property-events';

/**
 * The listing fee (part 1 §2, part 2 "settings"): the one-time fee a new listing pays by UPI,
 * as the admin set it (the `listings` settings: listingFee, upiId, upiPayeeName). A new listing
 * records the fee in force on it and on ListingFeeSubmitted (`create-listing.ts`); here its
 * payment: the admin's reconciliation list and moves (issue 13 item 5). The web's fee modal reads
 * the same settings through the gateway's GET /api/settings.
 */

/** The payment view; a listing made before its fee was stored shows the fee in force now. */
export function listingFeePaymentView(record: ListingFeePayment, feeNow: number): PaymentView {
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

type Deps = Pick<ListingsDeps, 'listingFeePayments' | 'listingFee' | 'clock'>;

/** GET /properties/admin/fee-payments: listing fees, newest first, a page at a time. */
export async function listListingFeePayments(
  deps: Deps,
  query: PaginationQuery,
): Promise<PaymentView[]> {
  const records = await deps.listingFeePayments.page(query.page, query.limit);
  return records.map((record) => listingFeePaymentView(record, deps.listingFee.amount));
}

/** The owner hears their fee was verified or refunded (issue 27). */
const listingFeePaymentChangedEvent = (
  record: ListingFeePayment,
  step: PaymentStep,
  feeNow: number,
) =>
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
export async function moveListingFeePayment(
  deps: Deps,
  propertyId: string,
  change: PaymentStateChange,
  admin: { userId: string; email?: string },
): Promise<PaymentView> {
  const moved = await movePaymentState(
    deps.listingFeePayments,
    propertyId,
    change,
    admin,
    deps.clock.now(),
    (current, step) => [listingFeePaymentChangedEvent(current, step, deps.listingFee.amount)],
  );
  return listingFeePaymentView(moved, deps.listingFee.amount);
}
