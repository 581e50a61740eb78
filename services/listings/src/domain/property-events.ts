import type { PropertyStatus } from '@ghar/contracts/constants';
import type { EventEnvelope, PropertyUpdatedData } from '@ghar/contracts/events';
import { buildEvent } from '@ghar/platform';
import type { ActionContext, PropertyRecord } from './property';
import { mediaUrlsOf, summaryOf } from './property-views';

export const EVENT_SOURCE = 'listings';

/** What other services keep of a listing, with the public summary for search read models. */
export function snapshotOf(record: PropertyRecord) {
  return {
    propertyId: record.id,
    title: record.title,
    ownerId: record.owner.id,
    ownerEmail: record.owner.email,
    ownerName: record.owner.name,
    type: record.type,
    action: record.action,
    status: record.status,
    city: record.city,
    state: record.state,
    locality: record.locality,
    location: record.location,
    price: record.price,
    perMonthCharges: record.perMonthCharges,
    leaseDuration: record.leaseDuration,
    bookingCharges: record.bookingCharges,
    mediaUrls: mediaUrlsOf(record),
    version: record.version,
    hiddenFromSearch: record.hiddenFromSearch === true,
    listing: summaryOf(record),
  };
}

const contextOf = (ctx: ActionContext) => ({
  source: EVENT_SOURCE,
  actor: ctx.actorId,
  correlationId: ctx.requestId,
});

export const propertyAddedEvent = (record: PropertyRecord, ctx: ActionContext): EventEnvelope =>
  buildEvent('PropertyAdded', record.id, snapshotOf(record), contextOf(ctx));

export const propertyUpdatedEvent = (
  record: PropertyRecord,
  ctx: ActionContext,
  cause?: PropertyUpdatedData['cause'],
): EventEnvelope =>
  buildEvent('PropertyUpdated', record.id, { ...snapshotOf(record), cause }, contextOf(ctx));

export const propertyStatusChangedEvent = (
  record: PropertyRecord,
  previousStatus: PropertyStatus,
  ctx: ActionContext & { bookingId?: string },
): EventEnvelope =>
  buildEvent(
    'PropertyStatusChanged',
    record.id,
    { ...snapshotOf(record), previousStatus, bookingId: ctx.bookingId },
    contextOf(ctx),
  );

export const propertyDeletedEvent = (
  record: PropertyRecord,
  version: number,
  ctx: ActionContext,
): EventEnvelope =>
  buildEvent(
    'PropertyDeleted',
    record.id,
    {
      propertyId: record.id,
      title: record.title,
      ownerId: record.owner.id,
      ownerEmail: record.owner.email,
      version,
    },
    contextOf(ctx),
  );

/** The owner sent the listing fee's proof with a new listing (admins check it: PAYMENT_RECEIVED). */
export const listingFeeSubmittedEvent = (
  record: PropertyRecord,
  fee: { amount: number; reference?: string },
  ctx: ActionContext,
): EventEnvelope =>
  buildEvent(
    'ListingFeeSubmitted',
    record.id,
    {
      propertyId: record.id,
      title: record.title,
      ownerId: record.owner.id,
      ownerEmail: record.owner.email,
      ownerName: record.owner.name,
      amount: fee.amount,
      reference: fee.reference,
      proofUrl: record.listingFeeProof,
    },
    contextOf(ctx),
  );
