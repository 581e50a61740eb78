import { SETTINGS_MESSAGES } from '@ghar/contracts/http';
import { startTestService, waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsService } from '../src/build-service';
import { bookingModel } from '../src/data-access/booking-model';
import { book, seedProperty, type BookingsInstance } from './booking-fixtures';

let service: BookingsInstance;
beforeAll(async () => {
  service = (await startTestService(bookingsService)) as unknown as BookingsInstance;
});
afterAll(async () => {
  await service?.close();
});

const deps = () => service.built.bookings;
const admin = () => service.identities.admin;
const put = (values: Record<string, unknown>) =>
  service.call('PUT', '/settings/bookings', { as: admin(), json: values });
const statusOf = async (id: string) => (await deps().bookings.findById(id))?.status;
const HOUR_MS = 3_600_000;

/** A PENDING booking made `hours` ago. */
async function pendingBookingAged(hours: number) {
  const property = await seedProperty(deps());
  const booking = (await book(service, service.identities.user, { propertyId: property.id })).body
    .data;
  await bookingModel(service.infra.conn).updateOne(
    { _id: booking.id },
    { $set: { createdAt: new Date(Date.now() - hours * HOUR_MS) } },
  );
  return booking as { id: string };
}

/** One run of the scheduled expiry job, as every 15 minutes. */
async function sweep() {
  const job = await service.built.expiryQueue.add('sweep', {});
  await waitFor(async () => expect(await job.isCompleted()).toBe(true));
}

describe('bookings settings (issue 13 item 4)', () => {
  it('when the admin sets the pending TTL to 48 h, then the next sweep expires a 49 h-old PENDING booking, without a restart', async () => {
    const old = await pendingBookingAged(49);
    const young = await pendingBookingAged(47);
    await sweep();
    expect(await statusOf(old.id)).toBe('PENDING');

    expect((await put({ pendingTtlHours: 48 })).status).toBe(200);
    await sweep();
    expect([await statusOf(old.id), await statusOf(young.id)]).toEqual(['EXPIRED', 'PENDING']);
    await put({ pendingTtlHours: 72 });
  });

  it('when the default booking charge becomes ₹500, then a SELL booking without a charge costs ₹500 and the public part says so', async () => {
    expect((await put({ defaultBookingCharge: 500 })).status).toBe(200);
    const property = await seedProperty(deps(), { action: 'SELL', price: 4_500_000 });
    const created = await book(service, service.identities.user, { propertyId: property.id });
    expect(created.status).toBe(201);
    expect(created.body.data.amount).toBe(500);
    const shown = await service.call('GET', '/settings/bookings/public');
    expect(shown.body.data).toEqual({ defaultBookingCharge: 500 });
  });

  it('when the TTL is 0 or 721 h or the charge negative, then 400 with the texts and nothing changes; a saved change is audited with who, when and what', async () => {
    const read = async () =>
      (await service.call('GET', '/settings/bookings', { as: admin() })).body.data;
    const before = await read();
    for (const [values, text] of [
      [{ pendingTtlHours: 0 }, SETTINGS_MESSAGES.pendingTtlHours],
      [{ pendingTtlHours: 721 }, SETTINGS_MESSAGES.pendingTtlHours],
      [{ defaultBookingCharge: -300 }, SETTINGS_MESSAGES.defaultBookingCharge],
    ] as const) {
      const refused = await put(values);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(text);
    }
    expect(await read()).toEqual(before);

    const ttl = before.values.pendingTtlHours as number;
    await put({ pendingTtlHours: ttl + 1 });
    const after = await read();
    expect(after.audit).toHaveLength(before.audit.length + 1);
    const entry = after.audit.at(-1);
    expect(entry).toMatchObject({
      by: { userId: admin().userId, email: admin().email },
      changes: [{ key: 'pendingTtlHours', from: ttl, to: ttl + 1 }],
    });
    expect(Math.abs(Date.now() - Date.parse(entry.at))).toBeLessThan(60_000);
    await put({ pendingTtlHours: ttl });
  });
});
