import { startTestService } from '@ghar/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingsService } from '../src/build-service';
import { finishInterruptedSteps, LOCK_GRACE_MS } from '../src/domain/finish-interrupted-steps';
import { historyStep } from '../src/domain/history-step';
import { book, seedProperty, type BookingsInstance } from './booking-fixtures';

let service: BookingsInstance;
beforeAll(async () => {
  service = (await startTestService(bookingsService)) as unknown as BookingsInstance;
});
afterAll(async () => {
  await service?.close();
});
afterEach(() => {
  deps().clock.now = () => new Date();
});

const deps = () => service.built.bookings;
const system = { actorId: null };
const statusOf = async (id: string) => (await deps().bookings.findById(id))?.status;
/** The sweep as the job runs it, with the service's clock moved on. */
const finishAfter = (ms: number) => {
  deps().clock.now = () => new Date(Date.now() + ms);
  return finishInterruptedSteps(deps(), system);
};
/** A booking moved by one write alone, as a crash between an approval's writes leaves it. */
const moveOnly = (id: string, from: 'PENDING' | 'CONFIRMED', to: 'CONFIRMED' | 'CANCELLED') => {
  const now = new Date();
  return deps().bookings.transition(
    id,
    from,
    {
      status: to,
      entry: historyStep(
        to === 'CONFIRMED' ? 'approved' : 'unbooked',
        to,
        now,
        null,
        'moved by the test',
      ),
      now,
    },
    [],
  );
};

async function twoBookings() {
  const property = await seedProperty(deps());
  const b = (await book(service, service.identities.user, { propertyId: property.id })).body.data;
  const c = (await book(service, service.identities.otherUser, { propertyId: property.id })).body
    .data;
  return { property, b, c };
}

describe('approvals and unbookings a crash left half-done', () => {
  it('when B was approved but its rival C was never cancelled, then the sweep cancels C with a BookingRejected', async () => {
    const { property, b, c } = await twoBookings();
    expect(await deps().locks.claim(property.id, b.id)).toBe(true);
    expect(await moveOnly(b.id, 'PENDING', 'CONFIRMED')).not.toBeNull();

    const finished = await finishAfter(0);
    expect(finished.rivalsCancelled).toBeGreaterThanOrEqual(1);
    expect(await statusOf(c.id)).toBe('CANCELLED');
    expect(await statusOf(b.id)).toBe('CONFIRMED');
    const { events } = await service.readEvents((all) =>
      all.some((e) => e.type === 'BookingRejected' && e.subject === c.id),
    );
    expect(
      events.find((e) => e.type === 'BookingRejected' && e.subject === c.id)?.data,
    ).toMatchObject({ status: 'CANCELLED', propertyId: property.id });
  });

  it('when an approval is retried after its third step was cut short, then the retry cancels the rival before it answers 409', async () => {
    const { property, b, c } = await twoBookings();
    // Steps 1 and 2 done, the rival never cancelled: the client saw 503 and asks again.
    expect(await deps().locks.claim(property.id, b.id)).toBe(true);
    expect(await moveOnly(b.id, 'PENDING', 'CONFIRMED')).not.toBeNull();
    expect(await statusOf(c.id)).toBe('PENDING');

    const again = await service.call('PUT', `/bookings/${b.id}/approve`, {
      as: service.identities.admin,
    });
    expect(again.status).toBe(409);
    expect(await statusOf(c.id)).toBe('CANCELLED');
    expect(await statusOf(b.id)).toBe('CONFIRMED');
    const { events } = await service.readEvents((all) =>
      all.some((e) => e.type === 'BookingRejected' && e.subject === c.id),
    );
    expect(events.filter((e) => e.type === 'BookingRejected' && e.subject === c.id)).toHaveLength(
      1,
    );
  });

  it('when an approval took the lock but never wrote, then the property is freed after the grace period, not before', async () => {
    const { property, b, c } = await twoBookings();
    expect(await deps().locks.claim(property.id, b.id)).toBe(true);
    const held = await service.call('PUT', `/bookings/${c.id}/approve`, {
      as: service.identities.admin,
    });
    expect(held.status).toBe(409);

    await finishAfter(LOCK_GRACE_MS - 60_000);
    expect(await deps().locks.holder(property.id)).toBe(b.id);
    await finishAfter(LOCK_GRACE_MS + 60_000);
    expect(await deps().locks.holder(property.id)).toBeNull();

    deps().clock.now = () => new Date();
    const approved = await service.call('PUT', `/bookings/${c.id}/approve`, {
      as: service.identities.admin,
    });
    expect(approved.status).toBe(200);
    expect(await statusOf(b.id)).toBe('CANCELLED');
  });

  it('when an unbooking cancelled the booking but never released the lock, then the sweep releases it', async () => {
    const property = await seedProperty(deps());
    const b = (await book(service, service.identities.user, { propertyId: property.id })).body.data;
    const approved = await service.call('PUT', `/bookings/${b.id}/approve`, {
      as: service.identities.admin,
    });
    expect(approved.status).toBe(200);
    expect(await moveOnly(b.id, 'CONFIRMED', 'CANCELLED')).not.toBeNull();
    expect(await deps().locks.holder(property.id)).toBe(b.id);

    // The booking can never be CONFIRMED again: no grace period to wait for.
    expect((await finishAfter(0)).locksReleased).toBeGreaterThanOrEqual(1);
    expect(await deps().locks.holder(property.id)).toBeNull();
  });

  it('when an unbooking left its lock behind, then the next booking and its approval go through without waiting for the sweep', async () => {
    const property = await seedProperty(deps());
    const b = (await book(service, service.identities.user, { propertyId: property.id })).body.data;
    expect(
      (await service.call('PUT', `/bookings/${b.id}/approve`, { as: service.identities.admin }))
        .status,
    ).toBe(200);
    expect(await moveOnly(b.id, 'CONFIRMED', 'CANCELLED')).not.toBeNull();
    expect(await deps().locks.holder(property.id)).toBe(b.id);

    const again = await book(service, service.identities.otherUser, { propertyId: property.id });
    expect(again.status).toBe(201);
    const approved = await service.call('PUT', `/bookings/${again.body.data.id}/approve`, {
      as: service.identities.admin,
    });
    expect(approved.status).toBe(200);
    expect(await deps().locks.holder(property.id)).toBe(again.body.data.id);
  });
});
