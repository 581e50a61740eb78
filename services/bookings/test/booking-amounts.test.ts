import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { startTestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsService } from '../src/build-service';
import { book, seedProperty, type BookingsInstance } from './booking-fixtures';

// Issue 23 items 2 and 3: what a booking is charged, to the paisa, and how long its reference may be.
let service: BookingsInstance;
beforeAll(async () => {
  service = (await startTestService(bookingsService)) as unknown as BookingsInstance;
});
afterAll(async () => {
  await service?.close();
});

const deps = () => service.built.bookings;

describe('POST /bookings/create, the amount and the reference', () => {
  it.each([
    [
      'SELL with a booking charge of 0',
      { action: 'SELL', price: 5_000_000, bookingCharges: 0 },
      300,
    ],
    ['SELL with ₹0.001', { action: 'SELL', price: 5_000_000, bookingCharges: 0.001 }, 300],
    [
      'SELL with ₹1,250.456',
      { action: 'SELL', price: 5_000_000, bookingCharges: 1_250.456 },
      1_250.46,
    ],
    ['RENT with ₹15,000.333', { action: 'RENT', perMonthCharges: 15_000.333 }, 15_000.33],
  ] as const)(
    'when a %s property is booked, then the amount follows the rule to the paisa',
    async (_n, fields, amount) => {
      const property = await seedProperty(deps(), fields);
      const res = await book(service, service.identities.user, { propertyId: property.id }, 'pdf');
      expect(res.status).toBe(201);
      expect(res.body.data.bookingCharges).toBe(amount);
      expect((await deps().bookings.findById(res.body.data.id))?.amount).toBe(amount);
    },
  );

  it.each([
    ['a price of ₹1e300', { action: 'SELL', price: 1e300, bookingCharges: 1e300 }],
    ['a rent of ₹1e300', { action: 'RENT', perMonthCharges: 1e300 }],
  ] as const)(
    'when a listing stored before the ceilings has %s, then 409 and no booking is made',
    async (_n, fields) => {
      const property = await seedProperty(deps(), fields);
      const res = await book(service, service.identities.user, { propertyId: property.id }, 'pdf');
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(V.amountTooLarge);
      expect(await deps().bookings.pendingOf(property.id, 100)).toEqual([]);
    },
  );

  it.each([
    ['36 characters', 'U'.repeat(36)],
    ['a 63 KB paste', 'x'.repeat(63_000)],
  ])(
    'when the payment reference is %s, then 400 with the maximum text and nothing is kept',
    async (_n, paymentRef) => {
      const property = await seedProperty(deps());
      const res = await book(service, service.identities.user, {
        propertyId: property.id,
        paymentRef,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(V.paymentRefTooLong);
      expect(await deps().bookings.pendingOf(property.id, 100)).toEqual([]);
    },
  );

  it('when the payment reference is 35 characters (a UPI transaction id), then it is booked', async () => {
    const property = await seedProperty(deps());
    const paymentRef = 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6Q7R';
    const res = await book(service, service.identities.user, {
      propertyId: property.id,
      paymentRef,
    });
    expect(res.status).toBe(201);
    expect((await deps().bookings.findById(res.body.data.id))?.paymentRef).toBe(paymentRef);
  });
});
