import { createLogger, type AppError } from '@ghar/platform';
import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { startTestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsService } from '../src/build-service';
import { createBooking } from '../src/domain/create-booking';
import type { BookingsDeps } from '../src/domain/ports';
import { eventHandlers } from '../src/entry-points/events';
import {
  book,
  deliverPropertyDeletedTwice,
  newId,
  proofPhoto,
  propertyDeletedEvent,
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

const quiet = createLogger({ service: 'bookings-test', level: 'silent' });
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

  it('when PropertyDeleted is handled between a create reading the property and storing its booking, then the create answers 404 and its booking is CANCELLED, not left PENDING', async () => {
    const deps = service.built.bookings;
    const property = await seedProperty(deps);
    const deleted = propertyDeletedEvent(property);
    // The interleaving of fault run seed 754623567, made certain: the create's read of the
    // projection returns the FREE copy, and only then does the delete's handler run to its end.
    let reads = 0;
    const racing: BookingsDeps = {
      ...deps,
      properties: {
        ...deps.properties,
        find: async (id) => {
          const copy = await deps.properties.find(id);
          if (++reads === 1) await eventHandlers(deps).PropertyDeleted!(deleted as never, quiet);
          return copy;
        },
      },
    };
    const caller = booker();
    const answer = await createBooking(
      racing,
      caller,
      { propertyId: property.id, paymentRef: 'UTR87654321' } as never,
      { buffer: proofPhoto() },
      { actorId: caller.userId },
    ).catch((error: AppError) => error);

    expect(answer).toMatchObject({ httpStatus: 404, message: E.propertyNotFound });
    const stored = await service.infra.conn
      .collection('bookings')
      .find({ propertyId: property.id })
      .toArray();
    expect(stored.map((row) => row.status)).toEqual(['CANCELLED']);
  });
});
