import { randomUUID } from 'node:crypto';
import type { BookingStatus } from '@ghar/contracts/constants';
import type { EventEnvelope } from '@ghar/contracts/events';
import { buildEvent, processedEventsModel } from '@ghar/platform';
import { startTestService, waitFor, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import { createActiveBookingsStore } from '../src/data-access/active-bookings-store';
import type { BookingEventType } from '../src/domain/booking-events';
import type { ListingsDeps } from '../src/domain/ports';
import { listProperty } from './listing-fixtures';

type Instance = TestService & { built: { listings: ListingsDeps } };

let service: Instance;
const owner = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Meena Joshi', email: 'meena@example.in' };

beforeAll(async () => {
  service = (await startTestService(listingsService)) as unknown as Instance;
});
afterAll(async () => {
  await service?.close();
});

const bookingEvent = (
  type: BookingEventType,
  propertyId: string,
  bookingId: string,
  status: BookingStatus,
  extra: { cancelledBookingIds?: string[] } = {},
) =>
  buildEvent(
    type,
    bookingId,
    {
      bookingId,
      propertyId,
      propertyTitle: 'Booked flat',
      propertyAction: 'RENT',
      userId: 'u-booker',
      userEmail: 'booker@example.in',
      amount: 12_000,
      status,
      cancelledBookingIds: extra.cancelledBookingIds ?? [],
    } as never,
    { source: 'bookings', actor: 'u-admin' },
  );

/** Publishes events and waits until the listings consumer has handled each one. */
async function deliver(...events: EventEnvelope[]) {
  await service.publish(events);
  const processed = processedEventsModel(service.infra.conn);
  for (const event of events) {
    await waitFor(
      async () => expect(await processed.exists({ eventId: event.id })).not.toBeNull(),
      {
        timeoutMs: 20_000,
      },
    );
  }
}

const bookings = () => createActiveBookingsStore(service.infra.conn);
const statusOf = async (id: string) =>
  (await service.call('GET', `/properties/${id}`)).body.data.status as string;
const searchIds = async () =>
  (
    (await service.call('GET', '/properties?limit=100')).body.data.properties as { id: string }[]
  ).map((p) => p.id);

describe("listings' bookings projection (bookings.events)", () => {
  it('when bookings are created, approved and unbooked, then the active count and the listing status follow', async () => {
    const listing = await listProperty(service.built.listings, owner, { title: 'Booked flat' });
    const [b1, b2] = [`b1-${randomUUID()}`, `b2-${randomUUID()}`];

    await deliver(
      bookingEvent('BookingCreated', listing.id, b1, 'PENDING'),
      bookingEvent('BookingCreated', listing.id, b2, 'PENDING'),
    );
    expect(await service.built.listings.activeBookings.countFor(listing.id)).toBe(2);

    const approved = bookingEvent('BookingApproved', listing.id, b1, 'CONFIRMED', {
      cancelledBookingIds: [b2],
    });
    await deliver(approved);
    expect(await statusOf(listing.id)).toBe('BOOKED');
    expect(await bookings().statusOf(b2)).toBe('CANCELLED');
    expect(await service.built.listings.activeBookings.countFor(listing.id)).toBe(1);
    expect(await searchIds()).not.toContain(listing.id);
    const { events } = await service.readEvents((all) =>
      all.some((e) => e.type === 'PropertyStatusChanged' && e.subject === listing.id),
    );
    expect(
      events.find((e) => e.type === 'PropertyStatusChanged' && e.subject === listing.id)?.data,
    ).toMatchObject({ status: 'BOOKED', previousStatus: 'FREE', bookingId: b1 });

    await deliver(bookingEvent('BookingUnbooked', listing.id, b1, 'CANCELLED'));
    expect(await statusOf(listing.id)).toBe('FREE');
    expect(await service.built.listings.activeBookings.countFor(listing.id)).toBe(0);
    expect(await searchIds()).toContain(listing.id);
  });

  it('when events come late or twice, then a booking never goes back and the listing is not re-booked', async () => {
    const listing = await listProperty(service.built.listings, owner, { title: 'Late events' });
    const b1 = `b1-${randomUUID()}`;
    const created = bookingEvent('BookingCreated', listing.id, b1, 'PENDING');
    await deliver(created, bookingEvent('BookingRejected', listing.id, b1, 'CANCELLED'));
    // A redelivered creation (same id) and a late one (another id) leave it CANCELLED.
    await deliver(created, bookingEvent('BookingCreated', listing.id, b1, 'PENDING'));
    expect(await bookings().statusOf(b1)).toBe('CANCELLED');
    expect(await service.built.listings.activeBookings.countFor(listing.id)).toBe(0);

    // An approval that arrives after the booking was already cancelled books nothing.
    await deliver(bookingEvent('BookingApproved', listing.id, b1, 'CONFIRMED'));
    expect(await statusOf(listing.id)).toBe('FREE');

    const b2 = `b2-${randomUUID()}`;
    await deliver(bookingEvent('BookingExpired', listing.id, b2, 'EXPIRED'));
    await deliver(bookingEvent('BookingCreated', listing.id, b2, 'PENDING'));
    expect(await bookings().statusOf(b2)).toBe('EXPIRED');
  });

  it('when an admin marked the listing SOLD or it was deleted, then booking events leave it alone', async () => {
    const sold = await listProperty(service.built.listings, owner, { title: 'Sold' }, 'SOLD');
    const b1 = `b1-${randomUUID()}`;
    await deliver(
      bookingEvent('BookingCreated', sold.id, b1, 'PENDING'),
      bookingEvent('BookingApproved', sold.id, b1, 'CONFIRMED'),
      bookingEvent('BookingUnbooked', sold.id, b1, 'CANCELLED'),
    );
    expect(await statusOf(sold.id)).toBe('SOLD');

    const gone = `aaaaaaaaaaaaaaaaaaaa${randomUUID().slice(0, 4)}`;
    const b2 = `b2-${randomUUID()}`;
    await deliver(bookingEvent('BookingApproved', gone, b2, 'CONFIRMED'));
    expect(await bookings().statusOf(b2)).toBe('CONFIRMED');
  });
});
