import type { EventEnvelope, PropertyAddedData } from '@ghar/contracts/events';
import { buildEvent, processedEventsModel } from '@ghar/platform';
import { startTestService, waitFor } from '@ghar/testing';
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

const deps = () => service.built.bookings;

/** Publishes events and waits until the bookings consumer has handled each one. */
async function deliver(...events: EventEnvelope[]) {
  await service.publish(events);
  const processed = processedEventsModel(service.infra.conn);
  for (const event of events) {
    await waitFor(
      async () => expect(await processed.exists({ eventId: event.id })).not.toBeNull(),
      { timeoutMs: 20_000 },
    );
  }
}

const snapshot = (id: string, version: number, extra: Partial<PropertyAddedData> = {}) => ({
  propertyId: id,
  title: 'Lake view flat',
  ownerId: newId(),
  ownerEmail: 'owner@example.in',
  ownerName: 'Meena Joshi',
  type: 'APARTMENT' as const,
  action: 'LEASE' as const,
  status: 'FREE' as const,
  city: 'Udaipur',
  state: 'Rajasthan',
  perMonthCharges: 120_000,
  leaseDuration: 12,
  mediaUrls: ['/uploads/listings/photos/a.webp'],
  version,
  ...extra,
});

describe("bookings' property projection (listings.events)", () => {
  it('when a listing is added, updated and its status changes, then the copy follows; a redelivered or older event changes nothing', async () => {
    const id = newId();
    const added = buildEvent('PropertyAdded', id, snapshot(id, 1), { source: 'listings' });
    const updated = buildEvent(
      'PropertyUpdated',
      id,
      snapshot(id, 2, { title: 'Lake view flat, renovated' }),
      {
        source: 'listings',
      },
    );
    const booked = buildEvent(
      'PropertyStatusChanged',
      id,
      {
        ...snapshot(id, 3, { status: 'BOOKED', title: 'Lake view flat, renovated' }),
        previousStatus: 'FREE',
      },
      { source: 'listings' },
    );
    await deliver(added, updated, booked);
    expect(await deps().properties.find(id)).toMatchObject({
      title: 'Lake view flat, renovated',
      status: 'BOOKED',
      action: 'LEASE',
      perMonthCharges: 120_000,
      leaseDuration: 12,
      version: 3,
      deleted: false,
    });
    // The same update again under a new event id (a producer retry) and the add replayed late.
    const replay = { ...updated, id: crypto.randomUUID() };
    const lateAdd = { ...added, id: crypto.randomUUID() };
    await deliver(replay, lateAdd);
    expect(await deps().properties.find(id)).toMatchObject({ status: 'BOOKED', version: 3 });

    await deliver(
      buildEvent(
        'PropertyDeleted',
        id,
        { propertyId: id, title: 'x', ownerId: 'o', ownerEmail: 'o@example.in', version: 4 },
        { source: 'listings' },
      ),
    );
    expect(await deps().properties.find(id)).toMatchObject({
      deleted: true,
      title: 'Lake view flat, renovated',
    });
  });

  it('when the same event id is delivered twice, then it is handled once', async () => {
    const id = newId();
    const added = buildEvent('PropertyAdded', id, snapshot(id, 1), { source: 'listings' });
    await deliver(added);
    await deliver(added);
    expect(
      await processedEventsModel(service.infra.conn).countDocuments({ eventId: added.id }),
    ).toBe(1);
  });

  it('when auth updates and deletes a user, then their bookings carry the new name and the copy is forgotten', async () => {
    const userId = newId();
    const data = {
      userId,
      email: 'gone@example.in',
      name: 'Gone',
      role: 'USER' as const,
      status: 'ACTIVE' as const,
    };
    const property = await seedProperty(deps());
    const booker = { userId, email: data.email, role: 'USER' };
    const { id } = (await book(service, booker, { propertyId: property.id })).body.data;
    await deliver(buildEvent('UserUpdated', userId, data, { source: 'auth' }));
    expect(await deps().users.find(userId)).toMatchObject({ name: 'Gone' });
    expect(await deps().bookings.findById(id)).toMatchObject({ userName: 'Gone' });
    await deliver(
      buildEvent(
        'UserUpdated',
        userId,
        { ...data, name: 'Renamed', email: 'renamed@example.in' },
        {
          source: 'auth',
        },
      ),
    );
    expect(await deps().bookings.findById(id)).toMatchObject({
      userName: 'Renamed',
      userEmail: 'renamed@example.in',
    });
    await deliver(
      buildEvent('UserDeleted', userId, { userId, email: data.email }, { source: 'auth' }),
    );
    expect(await deps().users.find(userId)).toBeNull();
  });
});
