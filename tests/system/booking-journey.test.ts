import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { createRedis, jobsPrefix } from '@ghar/platform';
import { multipartForm, waitFor, photoJpeg } from '@ghar/testing';
import { Queue } from 'bullmq';
import mongoose from 'mongoose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueTag } from '../support/stack-listings';
import { EXPIRY_QUEUE } from '../../services/bookings/src/index';
import { bookThroughGateway } from './support/booking-form';
import { logInAdmin, signUp, type Caller } from './support/callers';
import { send } from './support/gateway-client';
import { listThroughGateway, rentFlatForm } from './support/listing-form';

// Issue 11's journey across services, through the gateway: bookings (create, approve with its
// rivals cancelled, unbook, the expiry job) and listings (BOOKED leaves search, FREE returns).

interface Booking {
  id: string;
  status: string;
  rivalPendingCount?: number;
  property: { ownerMobile?: string };
}

let owner: Caller;
let b: Caller;
let c: Caller;
let admin: Caller;
beforeAll(async () => {
  [owner, b, c, admin] = await Promise.all([
    signUp('user'),
    signUp('another user'),
    signUp('dealer'),
    logInAdmin(),
  ]);
});

const json = <T>(answer: { status: number; text: string }) =>
  (JSON.parse(answer.text) as { data: T }).data;
const get = (path: string, caller?: Caller) => send({ method: 'get', path, token: caller?.token });
const decide = (id: string, action: string) =>
  send({ method: 'put', path: `/api/bookings/${id}/${action}`, token: admin.token });
const bookingAs = async (id: string, caller: Caller) =>
  json<Booking>(await get(`/api/bookings/${id}`, caller));
const searchable = async (tag: string, id: string) =>
  json<{ properties: { id: string }[] }>(
    await get(`/api/properties?location=${tag}`),
  ).properties.some((item) => item.id === id);

describe('booking a home through the gateway', () => {
  it("when B and C book A's flat and the admin approves B, then C is CANCELLED and the flat BOOKED out of search; unbooked, it is FREE and searchable again", async () => {
    const tag = uniqueTag();
    const listing = await listThroughGateway(
      owner,
      await rentFlatForm({ title: `Booked flat ${tag}` }),
    );
    await waitFor(() => searchable(tag, listing.id));

    const first = await bookThroughGateway(b, listing.id);
    const second = await bookThroughGateway(c, listing.id, 'UTR-C-5678');
    const table = json<{ bookings: Booking[] }>(
      await get(`/api/bookings?search=${encodeURIComponent(`Booked flat ${tag}`)}`, admin),
    );
    expect(table.bookings.map((each) => each.rivalPendingCount)).toEqual([1, 1]);

    expect((await decide(first.id, 'approve')).status).toBe(200);
    expect((await bookingAs(second.id, c)).status).toBe('CANCELLED');
    await waitFor(
      async () =>
        expect(json<{ status: string }>(await get(`/api/properties/${listing.id}`)).status).toBe(
          'BOOKED',
        ),
      { timeoutMs: 30_000 },
    );
    await waitFor(async () => !(await searchable(tag, listing.id)), { timeoutMs: 30_000 });
    // Contact details are shared with the confirmed booker only.
    await waitFor(
      async () =>
        expect((await bookingAs(first.id, b)).property.ownerMobile).toMatch(/^[6-9]\d{9}$/),
      { timeoutMs: 30_000 },
    );
    expect((await bookingAs(first.id, admin)).property.ownerMobile).toBeUndefined();

    expect((await decide(first.id, 'unbook')).status).toBe(200);
    await waitFor(
      async () =>
        expect(json<{ status: string }>(await get(`/api/properties/${listing.id}`)).status).toBe(
          'FREE',
        ),
      { timeoutMs: 30_000 },
    );
    await waitFor(() => searchable(tag, listing.id), { timeoutMs: 30_000 });
  });

  it('when a listing is booked the moment it is listed, then it is booked (201), and a second booking by the same person is refused with the pending text', async () => {
    const listing = await listThroughGateway(
      owner,
      await rentFlatForm({ title: `Just listed flat ${uniqueTag()}` }),
    );
    const proof = await photoJpeg('#446688');
    const form = (paymentRef: string) =>
      multipartForm({ propertyId: listing.id, paymentRef }, [
        { field: 'paymentProof', content: proof, name: 'upi.jpg', type: 'image/jpeg' },
      ]);
    // No wait for listings.events: bookings asks listings itself (issue 23 item 15).
    const booked = await send({
      method: 'post',
      path: '/api/bookings/create',
      token: b.token,
      form: form('UTR-NOW-1234'),
    });
    expect(booked.status, booked.text).toBe(201);
    expect(json<Booking>(booked).status).toBe('PENDING');

    const again = await send({
      method: 'post',
      path: '/api/bookings/create',
      token: b.token,
      form: form('UTR-NOW-5678'),
    });
    expect([again.status, JSON.parse(again.text).error]).toEqual([
      409,
      ERROR_MESSAGES.pendingBookingExists,
    ]);
  });

  it('when a PENDING booking is past the TTL, then the expiry job makes it EXPIRED', async () => {
    const listing = await listThroughGateway(
      owner,
      await rentFlatForm({ title: `Overdue flat ${uniqueTag()}` }),
    );
    const booking = await bookThroughGateway(b, listing.id);
    const env = inject('stackEnv');
    const conn = await mongoose
      .createConnection(inject('mongoUrl'), { dbName: `ghar_bookings${inject('dbSuffix')}` })
      .asPromise();
    const redis = createRedis(inject('redisUrl'));
    const queue = new Queue(EXPIRY_QUEUE, {
      connection: redis,
      prefix: jobsPrefix(env.EVENTS_NAMESPACE ?? ''),
    });
    try {
      // Backdated in the bookings database, as 73 hours of waiting would leave it.
      await conn
        .collection('bookings')
        .updateOne(
          { _id: booking.id as never },
          { $set: { createdAt: new Date(Date.now() - 73 * 3_600_000) } },
        );
      // The repeatable job's next run, now instead of in 15 minutes.
      await queue.add('sweep', {});
      await waitFor(async () => expect((await bookingAs(booking.id, b)).status).toBe('EXPIRED'), {
        timeoutMs: 30_000,
      });
    } finally {
      await queue.close();
      redis.disconnect();
      await conn.close();
    }
  });
});
