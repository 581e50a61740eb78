import { NUMBER_LIMITS } from '@ghar/contracts/constants';
import type { BookingCreateBody } from '@ghar/contracts/http';
import { bookingAmount } from '@ghar/contracts/money';
import { ERROR_MESSAGES as E, VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import {
  badRequest,
  conflict,
  forbidden,
  inspectUpload,
  isDuplicateKeyError,
  notFound,
} from '@ghar/platform';
import { createHash, randomBytes } from 'node:crypto';
import type { ActionContext, BookingRecord } from './booking';
import { bookingEvent } from './booking-events';
import { cancelAsDeleted } from './cancel-for-deleted-property';
import { claimOpenBooking } from './claim-open-booking';
import { historyStep } from './history-step';
import { liveLockHolder } from './live-lock-holder';
import type { BookingsDeps } from './ports';
import { BOOKING_PROOF } from './proof-policy';

export interface BookingCaller {
  userId: string;
  email: string;
}

/** A new booking's id: ObjectId-shaped like every other id of Ghar. */
const newId = () => randomBytes(12).toString('hex');

/**
 * The id of the booking a user makes with one UPI note (the GHAR-BK-… reference the booking modal
 * shows once per opening). A create retried after a lost answer (a 503, a dropped connection)
 * carries the same note, so it names the same booking instead of making a second one: the
 * server's unique _id settles a retry racing the first attempt too.
 */
const idForPayment = (userId: string, upiReference: string) =>
  createHash('sha256').update(`${userId}\n${upiReference}`).digest('hex').slice(0, 24);

/**
 * The booking an earlier attempt of this payment made is the answer to a retry; the same note
 * sent for another property is not a retry (issue 23 item 13), and gets a 409 instead of it.
 */
function earlierAttempt(earlier: BookingRecord, propertyId: string): BookingRecord {
  if (earlier.propertyId !== propertyId) throw conflict(E.upiNoteUsedForOtherProperty);
  return earlier;
}

/**
 * POST /bookings/create (issue 11 item 2): a FREE property, not the caller's own, an approved
 * dealer code or none, a proof by content. Every check runs before the proof is stored, and a
 * failed write removes it again, so a refused booking leaves no file behind. Several users may
 * hold PENDING bookings on one property (the admin's approval picks one), each user one at most.
 */
export async function createBooking(
  deps: BookingsDeps,
  caller: BookingCaller,
  body: BookingCreateBody,
  proof: { buffer: Buffer } | undefined,
  ctx: ActionContext,
): Promise<BookingRecord> {
  if (!proof) throw badRequest(V.paymentProofRequired);
  const id = body.upiReference ? idForPayment(caller.userId, body.upiReference) : newId();
  // Made already by an earlier attempt of this same payment: that booking is the answer.
  const earlier = body.upiReference ? await deps.bookings.findById(id) : null;
  if (earlier) return earlierAttempt(earlier, body.propertyId);
  const accepted = await inspectUpload(proof, BOOKING_PROOF);
  // A listing booked a moment after it was made may not be in the projection yet: ask listings.
  const property =
    (await deps.properties.find(body.propertyId)) ?? (await deps.listings.find(body.propertyId));
  if (!property || property.deleted) throw notFound(E.propertyNotFound);
  if (property.ownerId === caller.userId) throw forbidden(E.ownPropertyBooking);
  // The lock is the truth right after an approval, before listings' BOOKED comes back.
  if (property.status !== 'FREE' || (await liveLockHolder(deps, property.id))) {
    throw conflict(E.propertyAlreadyBooked);
  }
  // Referral codes are matched and kept upper-case, however they were typed. One's own code, or
  // a blocked or deleted dealer's, is no code to book with (issue 23 items 4 and 5).
  const dealerCode = body.dealerCode?.toUpperCase();
  const codeOwner = dealerCode ? await deps.dealerCodes.find(dealerCode) : undefined;
  if (codeOwner === null || (codeOwner && codeOwner.userId === caller.userId)) {
    throw badRequest(E.invalidDealerCode);
  }
  const user = await deps.users.find(caller.userId);
  const now = deps.clock.now();
  const { defaultBookingCharge } = await deps.settings.current();
  const amount = bookingAmount(property, defaultBookingCharge);
  // A listing stored before the ceilings (issue 23 item 1) may still carry ₹1e300: such an amount
  // must not become a booking, a revenue sum or a commission.
  if (!(amount <= NUMBER_LIMITS.maxAmountRupees)) throw conflict(V.amountTooLarge);
  const { version: _version, deleted: _deleted, ...copy } = property;
  await claimOpenBooking(deps, caller.userId, property.id, id);
  const paymentProof = await deps.proofs.save(accepted);
  const record: BookingRecord = {
    id,
    propertyId: property.id,
    property: copy,
    userId: caller.userId,
    userEmail: user?.email ?? caller.email,
    userName: user?.name,
    status: 'PENDING',
    amount,
    dealerCode,
    paymentRef: body.paymentRef,
    upiReference: body.upiReference,
    paymentProof,
    createdAt: now,
    updatedAt: now,
    history: [
      historyStep(
        'created',
        'PENDING',
        now,
        caller.userId,
        `created: ₹${amount}, reference ${body.paymentRef}`,
      ),
    ],
  };
  try {
    await deps.bookings.insert(record, [bookingEvent('BookingCreated', record, ctx)]);
  } catch (error) {
    await deps.proofs.remove(paymentProof);
    // The same payment's other attempt was stored first.
    const stored = isDuplicateKeyError(error) ? await deps.bookings.findById(id) : null;
    if (stored?.propertyId === property.id) return stored;
    await deps.openBookings.release(caller.userId, property.id, id);
    if (stored) throw conflict(E.upiNoteUsedForOtherProperty);
    throw error;
  }
  // PropertyDeleted may have been handled between the read above and this insert: its sweep of
  // PENDING bookings then missed this one. The handler marks the property before it sweeps, so
  // reading the mark after the insert closes the gap: either the sweep saw this booking or this
  // read sees the mark (issue 14's fault test, seed 754623567).
  if ((await deps.properties.find(property.id))?.deleted) {
    await cancelAsDeleted(deps, record, ctx);
    throw notFound(E.propertyNotFound);
  }
  return record;
}
