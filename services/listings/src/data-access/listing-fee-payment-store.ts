import type { PaymentState } from '@ghar/contracts/http';
import { appendEvents, paymentStateFilter, paymentStepsOf, type PaymentStep } from '@ghar/platform';
import { Types } from 'mongoose';
import type { ListingFeePayment, ListingFeePaymentStore } from '../domain/ports';
import type { PropertyModel } from './property-model';

const OBJECT_ID = /^[a-f0-9]{24}$/i;

/**
 * The fee's payment state lives on the property's document, in fields only this store writes
 * (feePaymentState, feePaymentHistory: the listing's own version and outbox are untouched, so an
 * owner's edit never races an admin's move). Absent state = RECEIVED.
 */
interface FeeDoc {
  _id: Types.ObjectId;
  title: string;
  ownerId: string;
  ownerName?: string;
  ownerEmail?: string;
  listingFeeProof?: string | null;
  listingFeeReference?: string | null;
  listingFeeAmount?: number | null;
  feePaymentState?: PaymentState | null;
  feePaymentHistory?: PaymentStep[] | null;
  createdAt: Date;
}

const FEE_FIELDS = {
  title: 1,
  ownerId: 1,
  ownerName: 1,
  ownerEmail: 1,
  listingFeeProof: 1,
  listingFeeReference: 1,
  listingFeeAmount: 1,
  feePaymentState: 1,
  feePaymentHistory: 1,
  createdAt: 1,
} as const;

const paid = (doc: FeeDoc) => Boolean(doc.listingFeeProof || doc.listingFeeReference);

function recordOf(doc: FeeDoc): ListingFeePayment {
  return {
    propertyId: doc._id.toHexString(),
    title: doc.title,
    owner: { id: doc.ownerId, name: doc.ownerName ?? '', email: doc.ownerEmail ?? '' },
    amount: doc.listingFeeAmount ?? undefined,
    reference: doc.listingFeeReference || undefined,
    proofUrl: doc.listingFeeProof || undefined,
    createdAt: doc.createdAt,
    state: doc.feePaymentState ?? 'RECEIVED',
    history: paymentStepsOf(doc.feePaymentHistory),
  };
}

export function createListingFeePaymentStore(model: PropertyModel): ListingFeePaymentStore {
  return {
    async page(page, limit) {
      // Newest first a page at a time, in the order the `createdAt, _id` index keeps (issue 24):
      // never every listing at once. A listing without a proof or reference paid nothing.
      const docs = await model
        .find(
          {
            $or: [
              { listingFeeProof: { $nin: [null, ''] } },
              { listingFeeReference: { $nin: [null, ''] } },
            ],
          },
          FEE_FIELDS,
        )
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<FeeDoc[]>();
      return docs.map(recordOf);
    },

    async find(propertyId) {
      if (!OBJECT_ID.test(propertyId)) return null;
      const doc = await model
        .findOne({ _id: new Types.ObjectId(propertyId) }, FEE_FIELDS)
        .lean<FeeDoc>();
      return doc && paid(doc) ? recordOf(doc) : null;
    },

    async move(propertyId, from, step, events) {
      const outbox = events.length > 0 ? appendEvents(events) : undefined;
      // findOneAndUpdate without a projection (FerretDB 1.24, docs/embedded-database.md); the state in the filter
      // makes two admins' racing moves end with one winner. strict off: the fields are this
      // store's own, not the listing's schema.
      const doc = await model
        .findOneAndUpdate(
          {
            $and: [
              { _id: new Types.ObjectId(propertyId) },
              paymentStateFilter('feePaymentState', from),
            ],
          },
          {
            // The events ride the listing's outbox (a $push, so an owner's edit never races it).
            $set: { feePaymentState: step.state, ...outbox?.$set },
            $push: { feePaymentHistory: step, ...outbox?.$push },
            ...(outbox ? { $inc: outbox.$inc } : {}),
          },
          { new: true, strict: false, timestamps: false },
        )
        .lean<FeeDoc>();
      return doc ? recordOf(doc) : null;
    },
  };
}
