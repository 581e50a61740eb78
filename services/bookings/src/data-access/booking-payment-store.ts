import type { PaymentState } from '@ghar/contracts/http';
import {
  appendEvents,
  paymentStateFilter,
  paymentStepsOf,
  withoutNulls,
  type PaymentStep,
} from '@ghar/platform';
import type { Model } from 'mongoose';
import type { BookingPaymentRecord, BookingPaymentStore } from '../domain/ports';
import type { BookingDoc } from './booking-model';

/**
 * The payment's state lives on the booking's document, in fields only this store writes
 * (paymentState, paymentHistory; the booking's status, timeline and outbox are untouched).
 * Absent state = RECEIVED.
 */
type PaymentDoc = Pick<
  BookingDoc,
  | '_id'
  | 'propertyId'
  | 'property'
  | 'userId'
  | 'userEmail'
  | 'userName'
  | 'amount'
  | 'paymentRef'
  | 'upiReference'
  | 'paymentProof'
  | 'createdAt'
  | 'status'
  | 'history'
> & { paymentState?: PaymentState | null; paymentHistory?: PaymentStep[] | null };

const PAYMENT_FIELDS = {
  propertyId: 1,
  'property.title': 1,
  userId: 1,
  userEmail: 1,
  userName: 1,
  amount: 1,
  paymentRef: 1,
  upiReference: 1,
  paymentProof: 1,
  createdAt: 1,
  status: 1,
  history: 1,
  paymentState: 1,
  paymentHistory: 1,
} as const;

function recordOf(raw: PaymentDoc): BookingPaymentRecord {
  const doc = withoutNulls(raw) as PaymentDoc;
  return {
    bookingId: doc._id,
    propertyId: doc.propertyId,
    propertyTitle: doc.property?.title ?? '',
    user: { id: doc.userId, name: doc.userName || undefined, email: doc.userEmail },
    amount: doc.amount,
    paymentRef: doc.paymentRef,
    upiReference: doc.upiReference,
    proofUrl: doc.paymentProof,
    createdAt: doc.createdAt,
    status: doc.status,
    history: doc.history ?? [],
    state: doc.paymentState ?? 'RECEIVED',
    steps: paymentStepsOf(doc.paymentHistory),
  };
}

export function createBookingPaymentStore(model: Model<BookingDoc>): BookingPaymentStore {
  return {
    async list({ page, limit, from, to }) {
      const made = { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) };
      const docs = await model
        .find(from || to ? { createdAt: made } : {}, PAYMENT_FIELDS)
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<PaymentDoc[]>();
      return docs.map(recordOf);
    },

    async find(bookingId) {
      const doc = await model.findOne({ _id: bookingId }, PAYMENT_FIELDS).lean<PaymentDoc>();
      return doc ? recordOf(doc) : null;
    },

    async move(bookingId, from, step, events) {
      const outbox = events.length > 0 ? appendEvents(events) : undefined;
      // findOneAndUpdate without a projection (FerretDB 1.24, docs/embedded-database.md); the state in the filter
      // makes two admins' racing moves end with one winner. strict off: the fields are this
      // store's own, not the booking's schema.
      const doc = await model
        .findOneAndUpdate(
          { $and: [{ _id: bookingId }, paymentStateFilter('paymentState', from)] },
          {
            $set: { paymentState: step.state, ...outbox?.$set },
            $push: { paymentHistory: step, ...outbox?.$push },
            ...(outbox ? { $inc: outbox.$inc } : {}),
          },
          { new: true, strict: false },
        )
        .lean<PaymentDoc>();
      return doc ? recordOf(doc) : null;
    },
  };
}
