import { startTestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsService } from '../src/build-service';
import {
  book,
  deliverPropertyDeletedTwice,
  newId,
  seedProperty,
  type BookingsInstance,
} from './booking-fixtures';

let service: BookingsInstance;
beforeAll(async () => {
  service = (await startTestService(bookingsService)) as unknown as BookingsInstance;
});
afterAll(async () => {
  await service?.close();
});

const booker = () => ({ userId: newId(), email: 'booker@example.in', role: 'USER' });

describe('a property deleted while it was being booked (issue 14 fault test)', () => {
  it('when PropertyDeleted arrives after a booking was made on it, then the PENDING booking is cancelled with a BookingRejected; a redelivery changes nothing', async () => {
    const deps = service.built.bookings;
    const property = await seedProperty(deps);
    // The booking listings' delete check could not see yet: made before the delete's event came.
    const created = await book(service, booker(), { propertyId: property.id });
    expect(created.status).toBe(201);
    const id = (created.body as { data: { id: string } }).data.id;

    await deliverPropertyDeletedTwice(service, property);

    const [booking] = await deps.bookings.findByIds([id]);
    expect(booking).toMatchObject({ status: 'CANCELLED' });
    expect(booking!.history.map((step) => step.kind)).toEqual(['created', 'cancelled']);
    expect(booking!.history.at(-1)!.note).toBe('cancelled: the property was deleted');
    const stored = await service.infra.conn.collection('bookings').findOne({ _id: id as never });
    const events = [...(stored?.pendingEvents ?? [])].map((event: { type: string }) => event.type);
    // The relay may have published already; what it has not must not hold a second rejection.
    expect(events.filter((type) => type === 'BookingRejected').length).toBeLessThanOrEqual(1);
    expect(await deps.properties.find(property.id)).toMatchObject({ deleted: true });
  });
});
