import { PAYMENT_MESSAGES, type PaymentView } from '@ghar/contracts/http';
import type { CallerIdentity } from '@ghar/platform';
import { startTestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsService } from '../src/build-service';
import { book, newId, seedProperty, type BookingsInstance } from './booking-fixtures';

let service: BookingsInstance;
beforeAll(async () => {
  service = (await startTestService(bookingsService)) as unknown as BookingsInstance;
});
afterAll(async () => {
  await service?.close();
});

const ids = () => service.identities;
const admin = () => ids().admin;

async function booked(as = ids().user, fields: Record<string, string> = {}) {
  const property = await seedProperty(service.built.bookings);
  const res = await book(service, as, { propertyId: property.id, ...fields });
  expect(res.status).toBe(201);
  return { property, id: (res.body.data as { id: string }).id };
}

const payments = async (as: CallerIdentity = admin()) => {
  const res = await service.call('GET', '/bookings/admin/payments', { as });
  return { status: res.status, list: res.body.data as PaymentView[] };
};
const paymentOf = async (id: string) =>
  (await payments()).list.find((payment) => payment.id === id);
const move = (id: string, json: unknown, as: CallerIdentity = admin()) =>
  service.call('PUT', `/bookings/${id}/payment`, { as, json });
const decide = (id: string, action: 'approve' | 'reject' | 'unbook') =>
  service.call('PUT', `/bookings/${id}/${action}`, { as: admin() });

describe('booking payments', () => {
  it('when a booking is made, then its payment is RECEIVED with both references, the proof, the booker and the booking PENDING', async () => {
    const { property, id } = await booked(ids().user, {
      paymentRef: 'UTR-PAY-0001',
      upiReference: 'GHAR-BK-ABC123-XYZ789',
    });
    expect(await paymentOf(id)).toMatchObject({
      source: 'BOOKING',
      id,
      amount: 15_000,
      references: ['UTR-PAY-0001', 'GHAR-BK-ABC123-XYZ789'],
      payer: { id: ids().user.userId, email: ids().user.email },
      propertyId: property.id,
      propertyTitle: property.title,
      state: 'RECEIVED',
      history: [],
      bookingOutcome: 'PENDING',
    });
    expect((await paymentOf(id))?.proofUrl).toMatch(/^\/uploads\/bookings\//);
  });

  it('when bookings are rejected, unbooked or lose to a rival, then each payment says how the booking ended', async () => {
    const rejected = await booked();
    expect((await decide(rejected.id, 'reject')).status).toBe(200);

    const won = await booked();
    const rival = (
      await book(service, ids().otherUser, { propertyId: won.property.id, paymentRef: 'UTR9999' })
    ).body.data as { id: string };
    expect((await decide(won.id, 'approve')).status).toBe(200);
    expect((await paymentOf(won.id))?.bookingOutcome).toBe('CONFIRMED');
    expect((await paymentOf(rival.id))?.bookingOutcome).toBe('CANCELLED');
    expect((await decide(won.id, 'unbook')).status).toBe(200);

    expect((await paymentOf(rejected.id))?.bookingOutcome).toBe('REJECTED');
    expect((await paymentOf(won.id))?.bookingOutcome).toBe('UNBOOKED');
  });

  it('when a rejected booking’s payment is verified then refunded, then each move publishes BookingPaymentChanged with what is owed back, less the fine (issue 27)', async () => {
    const { property, id } = await booked();
    expect((await decide(id, 'reject')).status).toBe(200);
    expect((await move(id, { state: 'VERIFIED' })).status).toBe(200);
    expect((await move(id, { state: 'REFUNDED' })).status).toBe(200);
    const changes = (
      await service.readEvents(
        (all) =>
          all.filter((e) => e.type === 'BookingPaymentChanged' && e.subject === id).length >= 2,
      )
    ).events.filter((e) => e.type === 'BookingPaymentChanged' && e.subject === id);
    expect(changes.map((e) => e.data)).toEqual([
      expect.objectContaining({ state: 'VERIFIED' }),
      {
        bookingId: id,
        propertyId: property.id,
        propertyTitle: property.title,
        userId: ids().user.userId,
        userEmail: ids().user.email,
        amount: 15_000,
        state: 'REFUNDED',
        outcome: 'REJECTED',
        // The spec's 1000-rupee cancellation fine stays.
        refundAmount: 14_000,
        changedAt: expect.any(String),
      },
    ]);
  });

  it('when an admin verifies then refunds a payment, then each move is kept with who, when and the note; no move after it (409)', async () => {
    const { id } = await booked();
    const verified = await move(id, { state: 'VERIFIED', note: 'UTR matches the statement' });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      state: 'VERIFIED',
      history: [
        {
          state: 'VERIFIED',
          by: admin().userId,
          byEmail: admin().email,
          note: 'UTR matches the statement',
        },
      ],
    });
    expect((await move(id, { state: 'REFUNDED' })).body.data.state).toBe('REFUNDED');
    const kept = await move(id, { state: 'KEPT' });
    expect(kept.status).toBe(409);
    expect(kept.body).toEqual({ success: false, error: PAYMENT_MESSAGES.illegalMove });
    // The booking itself is untouched by its payment's state.
    const booking = await service.call('GET', `/bookings/${id}`, { as: admin() });
    expect(booking.body.data.status).toBe('PENDING');
    expect(booking.body.data.history).toHaveLength(1);
  });

  it('when a RECEIVED payment is kept before it is verified, then 409; two admins verifying at once: one wins', async () => {
    const { id } = await booked();
    expect((await move(id, { state: 'KEPT' })).status).toBe(409);
    const answers = await Promise.all([
      move(id, { state: 'VERIFIED' }),
      move(id, { state: 'VERIFIED' }, { ...admin(), userId: newId() }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await paymentOf(id))?.history).toHaveLength(1);
  });

  it('when a visitor or a user asks, then 401 / 403; an unknown booking is 404', async () => {
    const { id } = await booked();
    expect((await payments(ids().visitor)).status).toBe(401);
    expect((await payments(ids().user)).status).toBe(403);
    expect((await move(id, { state: 'VERIFIED' }, ids().user)).status).toBe(403);
    expect((await move(id, { state: 'VERIFIED' }, ids().visitor)).status).toBe(401);
    expect((await move(newId(), { state: 'VERIFIED' })).status).toBe(404);
  });
});
